import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentProviderOf } from '../config/config';
import { captchaCspSources } from '../platform/captcha/captcha-csp';
import { paymentCspSources } from '../features/payments/providers/payment-csp';
import { registerTenantScriptCsp } from '../features/integrations';
import { registerCompression } from '../http/compression';
import { helmetHeaderSet } from './helmet-header-set';

/**
 * Headers a browser reads only on a document (or a worker's script): on a hashed script or
 * stylesheet they are ~850 bytes of every one of the 25-50 files a page loads, which a phone on a
 * slow network pays for before the first paint (issue 34). nosniff and the cross-origin resource
 * policy stay: they guard the file itself. A file that never changes needs no validators either.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
  'last-modified',
  'etag',
  'accept-ranges',
  'permissions-policy',
] as const;

/**
 * A hashed script or stylesheet of the web app's build: `/assets/<name>-<hash>.js|css`. Workers
 * (`*.worker-<hash>.js`) are left out: a worker's policy comes from its own script's answer.
 */
export function isHashedSubresource(url: string): boolean {
  const pathOnly = url.split('?')[0]!;
  return pathOnly.startsWith('/assets/') && (pathOnly.endsWith('.js') || pathOnly.endsWith('.css')) && !pathOnly.includes('.worker-');
}

/**
 * What every answer carries whatever its route: the request id, the content security policy (with
 * the captcha's and the payment provider's origins, and a tenant's consented scripts), the
 * permissions policy, compression and CORS.
 */
const securityHeaders: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  // A hosted captcha (Turnstile, hCaptcha, reCAPTCHA) needs its provider's documented origins; ALTCHA none.
  const captchaCsp = captchaCspSources(config.CAPTCHA_PROVIDER);
  // Razorpay's checkout is its own script over our page (docs/payments.md); other providers add nothing.
  const paymentCsp = paymentCspSources(paymentProviderOf(config));
  const documentHeaders = helmetHeaderSet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // wasm-unsafe-eval: the QR decoder is WebAssembly; no other eval is allowed.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...captchaCsp.scriptSrc, ...paymentCsp.scriptSrc],
        // Workers are our own files: the captcha's proof of work and the QR decoder (issue 34: ALTCHA's
        // widget, which made its workers from blobs, is no longer used).
        workerSrc: ["'self'"],
        frameSrc: ["'self'", ...captchaCsp.frameSrc, ...paymentCsp.frameSrc],
        styleSrc: ["'self'", "'unsafe-inline'", ...captchaCsp.styleSrc],
        imgSrc: ["'self'", 'data:', 'blob:', ...paymentCsp.imgSrc],
        mediaSrc: ["'self'", 'blob:', 'mediastream:'],
        connectSrc: ["'self'", ...config.CORS_ORIGINS, ...captchaCsp.connectSrc, ...paymentCsp.connectSrc],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Camera needs a same-origin embedder; the default 'require-corp' would block nothing we use,
    // but keeps the door open for SharedArrayBuffer-free decoding only.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  documentHeaders['permissions-policy'] = 'camera=(self), microphone=(), geolocation=(), payment=()';
  // The same set on every answer, built once here: @fastify/helmet built helmet's whole middleware
  // (parsing and checking every CSP directive) on each request, 6% of a check-in's server CPU
  // (issue 34, docs/benchmarks.md).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id).headers(documentHeaders);
    done();
  });
  // A tenant's consented third-party scripts: their origins join its HTML document's CSP (not /Login).
  registerTenantScriptCsp(app);
  app.addHook('onSend', async (request, reply) => {
    if (isHashedSubresource(request.url)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });

  await registerCompression(app);

  if (config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, { origin: config.CORS_ORIGINS, credentials: true });
  }
};

export const securityHeadersPlugin = fp(securityHeaders, {
  name: 'podium-security-headers',
  fastify: '5.x',
  dependencies: ['podium-context'],
});
