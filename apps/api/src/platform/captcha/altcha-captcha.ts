import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { CaptchaVerdict, CaptchaVerifier } from './captcha-verifier';

/** A challenge is good for this long after it is handed out (solve in the background, then type). */
export const ALTCHA_CHALLENGE_TTL_SECONDS = 10 * 60;

/**
 * Proof of work: one SHA-256 per counter value. The server picks a counter between half of and
 * ALTCHA_MAX_NUMBER; the browser tries counters from 0 (split over its workers) until the hash
 * matches. Expiry is carried in the signed `data` and checked against our clock (the library's own
 * expiry reads the wall clock, which tests cannot move).
 */
const ALGORITHM = 'SHA-256';

/**
 * Adaptive cost (issue 12/13): each ALTCHA_PRESSURE_STEP code sends from one address in the last
 * ALTCHA_PRESSURE_WINDOW_MS add one more ALTCHA_MAX_NUMBER to the challenge, up to
 * ALTCHA_PRESSURE_CAP times the base. Gentle on purpose: 300 guests behind one venue address reach
 * only 7x (a phone still solves in a few seconds at most), while a bot sending thousands from one
 * address pays 20x per send. Counted from otp_sends in PostgreSQL, so it holds across replicas.
 */
export const ALTCHA_PRESSURE_WINDOW_MS = 10 * 60_000;
export const ALTCHA_PRESSURE_STEP = 50;
export const ALTCHA_PRESSURE_CAP = 20;

/**
 * Near a tenant's SMS budget (issue 28) a challenge costs at least this many times the base, and an
 * unknown number's send needs a solution issued at that cost: bots pay ten times more per send
 * while people still get their code (10 x the default 10 000 is a few seconds on a phone).
 */
export const ALTCHA_ESCALATED_FACTOR = 10;

/** The challenge's upper bound for an address that sent `recentSends` codes in the window. */
export function adaptiveMaxNumber(baseMaxNumber: number, recentSends: number, isEscalated = false): number {
  const factor = Math.min(ALTCHA_PRESSURE_CAP, 1 + Math.max(0, recentSends) / ALTCHA_PRESSURE_STEP);
  return Math.round(baseMaxNumber * Math.max(factor, isEscalated ? ALTCHA_ESCALATED_FACTOR : 1));
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      nonce: z.string(),
      data: z.looseObject({ expiresAt: z.number(), ip: z.string(), maxNumber: z.number().optional() }),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

export type AltchaChallenge = Awaited<ReturnType<typeof createChallenge>>;

/** The self-hosted captcha: hands out signed challenges and checks the widget's solutions offline. */
export class AltchaCaptcha implements CaptchaVerifier {
  readonly provider = 'altcha' as const;
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    hmacKey: string,
    private readonly maxNumber: number,
    private readonly clock: Clock,
  ) {
    // Two keys derived from one secret: one signs challenges, one signs the expected answer.
    this.signatureSecret = createHmac('sha256', hmacKey).update('altcha-challenge').digest('hex');
    this.keySignatureSecret = createHmac('sha256', hmacKey).update('altcha-key').digest('hex');
  }

  /**
   * A challenge for the address `ip` that sent `recentSends` codes lately. The signed `data` carries
   * the cost (for the record; the counter itself stays secret) and a keyed hash of the address, so a
   * solution counts only from the address it was issued to and no field can be swapped for a cheaper one.
   * `isEscalated`: the tenant is near its SMS budget, so the cost is at least ALTCHA_ESCALATED_FACTOR x.
   */
  async createChallenge(ip: string, recentSends = 0, isEscalated = false): Promise<AltchaChallenge> {
    const expiresAt = Math.floor(this.clock.now().getTime() / 1000) + ALTCHA_CHALLENGE_TTL_SECONDS;
    const maxNumber = adaptiveMaxNumber(this.maxNumber, recentSends, isEscalated);
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
      deriveKey,
      data: { expiresAt, maxNumber, ip: this.addressTag(ip) },
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /** A keyed hash of the address: binds the challenge to it without writing the address into the page. */
  private addressTag(ip: string): string {
    return createHmac('sha256', this.signatureSecret).update(`altcha-ip:${ip}`).digest('hex').slice(0, 32);
  }

  async verify(token: string, remoteIp: string): Promise<CaptchaVerdict> {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      return { ok: false, reason: 'not an ALTCHA payload' };
    }
    const parsed = payloadSchema.safeParse(decoded);
    if (!parsed.success) return { ok: false, reason: 'not an ALTCHA payload' };
    const { challenge, solution } = parsed.data;
    const result = await verifySolution({
      challenge: challenge as unknown as AltchaChallenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    if (!result.verified) return { ok: false, reason: result.invalidSignature ? 'bad signature' : 'wrong solution' };
    const expiresAt = new Date(challenge.parameters.data.expiresAt * 1000);
    if (expiresAt <= this.clock.now()) return { ok: false, reason: 'challenge expired' };
    if (challenge.parameters.data.ip !== this.addressTag(remoteIp)) return { ok: false, reason: 'challenge issued to another address' };
    // The signed nonce is unique per challenge: one solution per challenge.
    return {
      ok: true,
      solutionId: createHash('sha256').update(`altcha:${challenge.parameters.nonce}`).digest('hex'),
      expiresAt,
      cost: challenge.parameters.data.maxNumber ?? this.maxNumber,
    };
  }

  /** The cost an unknown number's solution must have been issued at while the tenant is near its budget. */
  escalatedCost(): number {
    return adaptiveMaxNumber(this.maxNumber, 0, true);
  }
}
