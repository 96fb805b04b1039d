import { describe, expect, it } from 'vitest';
import { helmetHeaderSet } from './helmet-header-set';

describe('helmetHeaderSet', () => {
  it("is helmet's headers for the options, by lower-case name", () => {
    const headers = helmetHeaderSet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'wasm-unsafe-eval'"] } },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('refuses a directive helmet would refuse, at start-up', () => {
    expect(() => helmetHeaderSet({ contentSecurityPolicy: { directives: { scriptSrc: ['self'] } } })).toThrow(/should be quoted/);
  });

  it('refuses a directive computed per request: the set is built once', () => {
    expect(() => helmetHeaderSet({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } } })).toThrow(
      /computed per request/,
    );
  });
});
