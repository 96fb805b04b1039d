import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Text worth compressing; never an event stream (each SSE frame must reach the browser at once). */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)/;

/**
 * API answers over 1 KB are compressed on the fly (Brotli, gzip) as the request's Accept-Encoding
 * allows; smaller ones, 304s and answers already encoded (the web app's precompressed files, served
 * by @fastify/static) pass untouched. Request bodies are never decompressed: the body limit counts
 * bytes as received, and an inflated body could exceed it many times over.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
