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

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string(), data: z.looseObject({ expiresAt: z.number() }) }),
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

  async createChallenge(): Promise<AltchaChallenge> {
    const expiresAt = Math.floor(this.clock.now().getTime() / 1000) + ALTCHA_CHALLENGE_TTL_SECONDS;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(this.maxNumber, Math.ceil(this.maxNumber / 2)),
      deriveKey,
      data: { expiresAt },
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  async verify(token: string): Promise<CaptchaVerdict> {
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
    // The signed nonce is unique per challenge: one solution per challenge.
    return { ok: true, solutionId: createHash('sha256').update(`altcha:${challenge.parameters.nonce}`).digest('hex'), expiresAt };
  }
}
