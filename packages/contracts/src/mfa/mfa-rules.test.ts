import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  currentCodeSchema,
  formatRecoveryCode,
  isMfaChallengeToken,
  mfaCodeSchema,
  normaliseRecoveryCode,
  recoveryCodeInputSchema,
} from './mfa-rules';

const { btoa } = globalThis as unknown as { btoa(data: string): string };
const tokenWith = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('recovery codes as typed', () => {
  it.each([
    ['ABCD-EFGH-JKMN-PQRS', 'ABCDEFGHJKMNPQRS'],
    ['abcd efgh jkmn pqrs', 'ABCDEFGHJKMNPQRS'],
    ['0O1I-L000-0000-0000', '0011100000000000'],
    ['ABCD-EFGH-JKMN-PQR', undefined],
    ['ABCD-EFGH-JKMN-PQRU', undefined],
    ['', undefined],
  ])('%s → %s', (typed, canonical) => {
    expect(normaliseRecoveryCode(typed)).toBe(canonical);
  });

  it('are shown in groups of four', () => {
    expect(formatRecoveryCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('validation messages (spec section 5)', () => {
  it('names the 6-digit rule for login and disable codes, and a required recovery code', () => {
    expect(mfaCodeSchema.safeParse('12345').error?.issues[0]?.message).toBe(MESSAGES.mfa.codeRequired);
    expect(mfaCodeSchema.safeParse('12345a').success).toBe(false);
    expect(mfaCodeSchema.safeParse('123456').success).toBe(true);
    expect(currentCodeSchema.safeParse('').error?.issues[0]?.message).toBe(MESSAGES.mfa.disableCodeRequired);
    expect(recoveryCodeInputSchema.safeParse('  ').error?.issues[0]?.message).toBe(MESSAGES.mfa.recoveryRequired);
  });
});

describe('isMfaChallengeToken', () => {
  it('recognises the mfa-challenge purpose and nothing else', () => {
    expect(isMfaChallengeToken(tokenWith({ purpose: 'mfa-challenge', sub: '1' }))).toBe(true);
    expect(isMfaChallengeToken(tokenWith({ sid: 'x', sub: '1' }))).toBe(false);
    expect(isMfaChallengeToken('not-a-token')).toBe(false);
    expect(isMfaChallengeToken(undefined)).toBe(false);
  });
});
