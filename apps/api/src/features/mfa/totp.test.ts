import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ensureOathtool, oathtoolTotp } from './ensure-oathtool.testing';
import {
  buildOtpauthUrl,
  findMatchingSteps,
  generateTotpSecret,
  totpCodeAt,
  totpCodeForStep,
  totpStepAt,
  type TotpParameters,
} from './totp';

const base32Of = (ascii: string) => Secret.fromLatin1(ascii).base32;
// RFC 6238 appendix B seeds: the 20-, 32- and 64-byte ASCII keys.
const SEED_SHA1 = '12345678901234567890';
const SEED_SHA256 = '12345678901234567890123456789012';
const SEED_SHA512 = '1234567890123456789012345678901234567890123456789012345678901234';

describe('RFC 4226 (HOTP) test vectors through our code path', () => {
  // Appendix D: six-digit HOTP values for counters 0..9. A TOTP step is the HOTP counter.
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code]))('counter %i gives %s', (counter, code) => {
    expect(totpCodeForStep('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', counter)).toBe(code);
  });
});

describe('RFC 6238 (TOTP) test vectors through our code path', () => {
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  const eightDigits = (algorithm: TotpParameters['algorithm']): TotpParameters => ({ algorithm, digits: 8, periodSeconds: 30 });
  it.each(vectors)('at %i s: SHA1 %s, SHA256 %s, SHA512 %s', (seconds, sha1, sha256, sha512) => {
    expect(totpCodeAt(base32Of(SEED_SHA1), seconds * 1000, eightDigits('SHA1'))).toBe(sha1);
    expect(totpCodeAt(base32Of(SEED_SHA256), seconds * 1000, eightDigits('SHA256'))).toBe(sha256);
    expect(totpCodeAt(base32Of(SEED_SHA512), seconds * 1000, eightDigits('SHA512'))).toBe(sha512);
  });

  it('accepts the six-digit form of a vector at its step, and finds that step', () => {
    // 94287082 at 59 s: the last six digits are what a 6-digit authenticator shows (step 1).
    expect(findMatchingSteps(base32Of(SEED_SHA1), '287082', 59_000)).toEqual([1]);
    expect(findMatchingSteps(base32Of(SEED_SHA1), '005924', 1234567890_000)).toEqual([totpStepAt(1234567890_000)]);
  });
});

describe('window of one step either side', () => {
  const secret = generateTotpSecret();
  const now = Date.parse('2026-06-01T10:00:15Z');
  const step = totpStepAt(now);

  it('accepts the previous, current and next step and nothing further', () => {
    for (const offset of [-1, 0, 1])
      expect(findMatchingSteps(secret, totpCodeForStep(secret, step + offset), now)).toContain(step + offset);
    for (const offset of [-2, 2])
      expect(findMatchingSteps(secret, totpCodeForStep(secret, step + offset), now)).not.toContain(step + offset);
  });

  it('refuses malformed codes', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '12 456']) expect(findMatchingSteps(secret, code, now)).toEqual([]);
  });
});

describe('issued secrets', () => {
  it('are 160 random bits in base32', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).buffer.byteLength).toBe(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('make an otpauth URL that parses as an authenticator reads it', () => {
    const secret = generateTotpSecret();
    const url = new URL(buildOtpauthUrl(secret, 'Podium Corporate Games', '9876543210'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Podium Corporate Games:9876543210');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Podium Corporate Games');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});

const oathtool = ensureOathtool();
if (!oathtool.ok) console.warn(`Skipping oathtool interoperability tests: ${oathtool.message}`);

describe.skipIf(!oathtool.ok)('interoperability with oathtool (OATH Toolkit)', () => {
  const path = oathtool.ok ? oathtool.path : '';

  it('computes the same codes as oathtool for our secrets at many instants', () => {
    for (let round = 0; round < 12; round++) {
      const secret = generateTotpSecret();
      const atMs = Date.parse('2026-01-01T00:00:00Z') + Math.floor(Math.random() * 365 * 86_400) * 1000;
      const theirs = oathtoolTotp(path, secret, atMs);
      expect(theirs).toMatch(/^\d{6}$/);
      expect(totpCodeAt(secret, atMs)).toBe(theirs);
      expect(findMatchingSteps(secret, theirs, atMs)).toContain(totpStepAt(atMs));
    }
  });

  it('agrees with the RFC 6238 eight-digit SHA-1 vector', () => {
    expect(oathtoolTotp(path, base32Of(SEED_SHA1), 1234567890_000, 8)).toBe('89005924');
  });
});
