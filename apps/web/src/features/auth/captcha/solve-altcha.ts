import { solveChallengeWorkers } from 'altcha-lib';
import { buildUrl } from '../../../lib/http-client';

/** The challenge GET /api/captcha/challenge hands out (altcha-lib's createChallenge). */
type AltchaChallenge = Parameters<typeof solveChallengeWorkers>[0]['challenge'];

/** At most this many workers: a phone's cores, without starving the page on a big machine. */
const MAX_WORKERS = 4;

/**
 * Fetches a challenge and solves it in web workers: the token `generateOtp` takes as `captchaToken`
 * (the payload the ALTCHA widget sent: base64 of `{ challenge, solution: { counter, derivedKey } }`),
 * or null when `signal` aborted first. Throws when the challenge cannot be fetched or solved.
 */
export async function solveAltchaChallenge(signal: AbortSignal): Promise<string | null> {
  const response = await fetch(buildUrl('/captcha/challenge'), { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`captcha challenge: HTTP ${response.status}`);
  const challenge = (await response.json()) as AltchaChallenge;
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
    controller,
    createWorker: () => new Worker(new URL('./altcha-solver.worker.ts', import.meta.url), { type: 'module' }),
  });
  if (signal.aborted) return null;
  if (!solution) throw new Error('captcha: no solution found');
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    }),
  );
}
