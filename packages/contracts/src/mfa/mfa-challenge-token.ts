import { MFA_CHALLENGE_PURPOSE } from './mfa-purpose';

/**
 * Whether a token is an MFA challenge token (its payload purpose is `mfa-challenge`). Reads the
 * payload without checking the signature: only the server can tell whether it is genuine.
 */
export function isMfaChallengeToken(token: string | null | undefined): boolean {
  if (!token) return false;
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    // atob exists in browsers and Node ≥ 16; this package's types include neither's globals.
    const { atob } = globalThis as unknown as { atob(data: string): string };
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    return (JSON.parse(json) as { purpose?: unknown }).purpose === MFA_CHALLENGE_PURPOSE;
  } catch {
    return false;
  }
}
