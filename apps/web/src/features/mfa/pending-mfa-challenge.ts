import { isMfaChallengeToken } from '@podium/contracts/mfa/mfa-challenge-token';
import { readAuthToken } from '../../lib/auth-token';
import { SESSION_KEYS, STORAGE_KEYS } from '../../lib/storage-keys';

/** A challenge waiting for its second factor: what verifyOtp or a social sign-in answered. */
export interface PendingMfaChallenge {
  userId: number;
  mfaChallengeToken: string;
}

/** Fired when a challenge arrives outside /Login (a social sign-in): the app shell's MFA modal opens. */
export const MFA_CHALLENGE_EVENT = 'mfa-challenge';

/**
 * Hands a challenge to the MFA modal: kept in session storage (`mfaData`) so a reload still finds
 * it, then announced. The SSO flow calls this with the challenge its callback received.
 */
export function openMfaChallenge(challenge: PendingMfaChallenge): void {
  sessionStorage.setItem(SESSION_KEYS.mfaData, JSON.stringify(challenge));
  // A new challenge starts clean: earlier flags belong to an earlier one.
  sessionStorage.removeItem(STORAGE_KEYS.mfaChallengeCompleted);
  sessionStorage.removeItem(STORAGE_KEYS.mfaChallengePending);
  window.dispatchEvent(new CustomEvent(MFA_CHALLENGE_EVENT));
}

export function readPendingMfaChallenge(): PendingMfaChallenge | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEYS.mfaData) ?? 'null') as Partial<PendingMfaChallenge> | null;
    if (!stored || typeof stored.userId !== 'number' || !isMfaChallengeToken(stored.mfaChallengeToken)) return undefined;
    return { userId: stored.userId, mfaChallengeToken: stored.mfaChallengeToken! };
  } catch {
    return undefined;
  }
}

/**
 * Spec section 4: open the modal when a challenge is there and there is no session token, no
 * completed flag and no pending flag; opening sets the pending flag.
 */
export function claimChallengeForModal(): PendingMfaChallenge | undefined {
  const challenge = readPendingMfaChallenge();
  if (!challenge || readAuthToken()) return undefined;
  if (sessionStorage.getItem(STORAGE_KEYS.mfaChallengeCompleted) || sessionStorage.getItem(STORAGE_KEYS.mfaChallengePending))
    return undefined;
  sessionStorage.setItem(STORAGE_KEYS.mfaChallengePending, 'true');
  return challenge;
}

/**
 * A pending flag seen when the modal mounts was left by a page that reloaded or closed with the
 * modal open; no modal is open now, so the flag must not block the challenge from reopening.
 */
export function releaseStalePendingFlag(): void {
  sessionStorage.removeItem(STORAGE_KEYS.mfaChallengePending);
}

/** Success: completed set, pending and the challenge cleared. */
export function markChallengeCompleted(): void {
  sessionStorage.setItem(STORAGE_KEYS.mfaChallengeCompleted, 'true');
  sessionStorage.removeItem(STORAGE_KEYS.mfaChallengePending);
  sessionStorage.removeItem(SESSION_KEYS.mfaData);
}
