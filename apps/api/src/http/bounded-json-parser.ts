import type { FastifyInstance } from 'fastify';

/** No request of ours nests deeper than a handful of levels; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;

/**
 * Replaces Fastify's JSON body parser with one that first refuses bodies nested deeper than
 * `MAX_JSON_DEPTH` (400): deep nesting costs parse and validation time and can exhaust the stack of
 * recursive code further on. Parsing itself stays Fastify's (prototype-poisoning protection included).
 */
export function registerBoundedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      const error = Object.assign(new Error(`The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`), {
        statusCode: 400,
      });
      done(error, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** The deepest nesting of `[` and `{` outside strings, in one pass without recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return deepest;
}
