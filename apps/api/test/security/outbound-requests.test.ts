import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Class guard for red-team finding 3 (issue 12): every outbound request of the API goes through
 * platform/guarded-http.ts, whose agent refuses non-public addresses for URLs a tenant admin typed.
 * This walks every source file (tests aside) for anything that can open a connection — global
 * fetch, `.fetch(` of a client, http/https/net/tls/undici, axios, got, node-fetch, openid-client,
 * jose's remote JWKS, aws4fetch, nodemailer — and checks each against the reviewed inventory below.
 * A new outbound call fails here until it is routed through the guarded agent (or reviewed and listed).
 */
const SOURCE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const GUARD = 'platform/guarded-http.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts|cts|js|mjs)$/.test(entry.name) && !/\.test\.[cm]?[tj]s$/.test(entry.name) ? [full] : [];
  });
}

/** Imports that can open connections (`import type` carries no code and is skipped). */
const NETWORK_MODULES = [
  'undici',
  'node:http',
  'http',
  'node:https',
  'https',
  'node:http2',
  'http2',
  'node:net',
  'net',
  'node:tls',
  'tls',
  'node:dgram',
  'axios',
  'got',
  'node-fetch',
  'ky',
  'superagent',
  'request',
  'openid-client',
  'aws4fetch',
  'nodemailer',
  'razorpay',
  'stripe',
];
const CALL_PATTERNS: Array<[string, RegExp]> = [
  ['fetch(', /(?<![\w.$])fetch\s*\(/],
  ['globalThis.fetch', /globalThis\s*\.\s*fetch\b/],
  ['.fetch(', /\.\s*fetch\s*\(/],
  ['createRemoteJWKSet', /createRemoteJWKSet/],
  ['XMLHttpRequest', /XMLHttpRequest|WebSocket\s*\(/],
];

/** What each file may use, why, and what proves it goes through the guard. */
const INVENTORY: Record<string, { uses: string[]; why: string; proof: (source: string) => boolean }> = {
  [GUARD]: {
    uses: ['undici', 'node:net', 'fetch('],
    why: 'the guarded agent itself: the one global fetch call, with its dispatcher',
    proof: (source) => /fetch\(url, \{ \.\.\.init, dispatcher: agentFor\(policy\) \}/.test(source),
  },
  'platform/oidc/identity-provider-client.ts': {
    uses: ['openid-client'],
    why: 'discovery, JWKS, token, userinfo, GitHub and Facebook APIs of admin-typed providers',
    proof: (source) =>
      /\[oidc\.customFetch\]: guardedFetch/.test(source) &&
      /configuration\[oidc\.customFetch\] = guardedFetch/.test(source) &&
      /fetchWithPolicy\(policy\)/.test(source) &&
      /adminConfiguredPolicy\(/.test(source),
  },
  'features/sso/start-sso-login.ts': {
    uses: ['openid-client'],
    why: 'random state, nonce and PKCE verifier only (no request)',
    proof: (source) => [...source.matchAll(/oidc\.(\w+)/g)].every(([, name]) => /^random(State|Nonce|PKCECodeVerifier)$/.test(name!)),
  },
  'platform/picture-store/s3-picture-store.ts': {
    uses: ['aws4fetch'],
    why: 'SigV4 signing only; the request goes through outboundFetch (S3_ENDPOINT is the operator’s)',
    proof: (source) => /this\.client\.sign\(/.test(source) && /outboundFetch\(/.test(source),
  },
  'features/payments/providers/razorpay-provider.ts': {
    uses: ['razorpay'],
    why: 'Razorpay orders, payments and refunds (RAZORPAY_BASE_URL, the operator’s): the SDK’s axios instance uses its fetch adapter with fetchWithPolicy',
    proof: (source) => /http\.adapter = 'fetch'/.test(source) && /env = \{ fetch: fetchWithPolicy\(OPERATOR_CONFIGURED\)/.test(source),
  },
  'features/payments/providers/stripe-provider.ts': {
    uses: ['stripe'],
    why: 'Stripe Checkout Sessions and refunds (STRIPE_BASE_URL, the operator’s): the SDK’s fetch HTTP client is given fetchWithPolicy',
    proof: (source) => /httpClient: Stripe\.createFetchHttpClient\(fetchWithPolicy\(OPERATOR_CONFIGURED\)/.test(source),
  },
  'platform/mailer/smtp-mailer.ts': {
    uses: ['nodemailer'],
    why: 'SMTP (not HTTP) to SMTP_URL / SMTP_HOST: the operator’s environment only, no tenant setting reaches it',
    proof: (source) => /options\.url|options\.host/.test(source),
  },
};

function usesOf(source: string): string[] {
  const code = source.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
  const imports = [...code.matchAll(/^\s*import\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(([, module]) => module!);
  const required = [...code.matchAll(/(?:require|import)\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map(([, module]) => module!);
  const modules = [...imports, ...required].filter((module) => NETWORK_MODULES.includes(module));
  const calls = CALL_PATTERNS.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
  return [...new Set([...modules, ...calls])].sort();
}

describe('every outbound request goes through the guarded agent (platform/guarded-http.ts)', () => {
  const found = Object.fromEntries(
    sourceFiles(SOURCE_ROOT)
      .map((file) => [path.relative(SOURCE_ROOT, file).split(path.sep).join('/'), usesOf(readFileSync(file, 'utf8'))] as const)
      .filter(([, uses]) => uses.length > 0),
  );

  it('finds no outbound call outside the reviewed inventory', () => {
    expect(Object.keys(found).sort()).toEqual(Object.keys(INVENTORY).sort());
    const unreviewed = Object.entries(found)
      .filter(([file, uses]) => !INVENTORY[file] || uses.some((use) => !INVENTORY[file]!.uses.includes(use)))
      .map(([file, uses]) => `${file}: ${uses.join(', ')} (route it through outboundFetch in ${GUARD})`);
    expect(unreviewed).toEqual([]);
  });

  it('each inventoried file still goes through the guard the way it says', () => {
    for (const [file, entry] of Object.entries(INVENTORY)) {
      const source = readFileSync(path.join(SOURCE_ROOT, file), 'utf8');
      expect(entry.proof(source), `${file}: ${entry.why}`).toBe(true);
    }
  });

  it('sends the SMS, captcha and S3 requests through outboundFetch (operator-configured policy)', () => {
    for (const file of [
      'platform/sms/sms-sender.ts',
      'platform/captcha/siteverify-captcha.ts',
      'platform/picture-store/s3-picture-store.ts',
    ]) {
      const source = readFileSync(path.join(SOURCE_ROOT, file), 'utf8');
      expect(source, file).toMatch(/outboundFetch\([\s\S]*?OPERATOR_CONFIGURED/);
    }
  });

  it('the scanner sees what it must (a self-check on sample code)', () => {
    expect(usesOf("const r = await fetch('http://x');")).toEqual(['fetch(']);
    expect(usesOf("import axios from 'axios';")).toEqual(['axios']);
    expect(usesOf("import type { IncomingMessage } from 'node:http';")).toEqual([]);
    expect(usesOf("import { request } from 'node:https';")).toEqual(['node:https']);
    expect(usesOf('await client.fetch(url)')).toEqual(['.fetch(']);
    expect(usesOf('globalThis.fetch(url)')).toEqual(['.fetch(', 'globalThis.fetch']);
    expect(usesOf("const jwks = createRemoteJWKSet(new URL('https://x'))")).toEqual(['createRemoteJWKSet']);
    expect(usesOf('// fetch(url) in a comment')).toEqual([]);
  });
});
