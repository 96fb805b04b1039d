import { MESSAGES } from '@podium/contracts/messages';
import type { SecurityEventKind } from '@podium/contracts/mfa/security-events';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { type UserRow, claimMfaCheck, claimTotpStep, findUserById, lockMfa } from '../users';
import { DomainError } from '../../errors/domain-error';
import { MFA_FAILURES_BEFORE_LOCK, MFA_LOCK_MINUTES } from './mfa-policy';
import { insertSecurityEvent } from './mfa.repository';
import { decryptSecret, deriveMfaSecretKey } from '../../platform/secret-box';
import { findMatchingSteps } from './totp';

/** Where a request came from, for sessions and the security log. */
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** The pieces every MFA use case needs, taken from the app context. */
export type MfaDeps = Pick<AppContext, 'db' | 'clock' | 'secrets' | 'sessions'>;

/**
 * The rules every second-factor check shares: the lock, failure counting, the security log and
 * accepting a TOTP code once.
 */
export class MfaGuard {
  readonly secretKey: Buffer;

  constructor(private readonly deps: MfaDeps) {
    this.secretKey = deriveMfaSecretKey(deps.secrets.dataEncryptionKey);
  }

  /**
   * Claims one check before any code is compared (issue 12, finding 2): counted as a failure until
   * the code proves right, so parallel guesses stop at the lock. Refuses with 429 MFA_LOCKED (and
   * Retry-After) while MFA is locked. Returns the run's count including this check.
   */
  async claimCheck(user: UserRow): Promise<number> {
    const now = this.deps.clock.now();
    const failuresInRow = await claimMfaCheck(this.deps.db, user.id, now, MFA_FAILURES_BEFORE_LOCK);
    if (failuresInRow !== undefined) return failuresInRow;
    const lockedUntil = (await findUserById(this.deps.db, user.id))?.mfaLockedUntil?.getTime() ?? 0;
    // Not locked yet: the last check of the run is still being compared; it decides the lock.
    const waitMs = lockedUntil > now.getTime() ? lockedUntil - now.getTime() : MFA_LOCK_MINUTES * 60_000;
    throw new DomainError('MFA_LOCKED', MESSAGES.otp.tooManyAttempts, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }

  /** Settles a claimed check that failed (the 10th in a row locks MFA for 15 minutes) and logs it. */
  async recordFailure(user: UserRow, failuresInRow: number, client: ClientInfo, detail: Record<string, unknown> = {}): Promise<void> {
    await this.log(user.id, 'mfa_challenge_failed', client, detail);
    if (failuresInRow < MFA_FAILURES_BEFORE_LOCK) return;
    const lockUntil = new Date(this.deps.clock.now().getTime() + MFA_LOCK_MINUTES * 60_000);
    await lockMfa(this.deps.db, user.id, lockUntil);
    await this.log(user.id, 'mfa_locked', client, { lockedUntil: lockUntil.toISOString() });
  }

  async log(
    userId: number,
    kind: SecurityEventKind,
    client: ClientInfo,
    detail: Record<string, unknown> = {},
    db: Database = this.deps.db,
  ) {
    await insertSecurityEvent(db, {
      userId,
      kind,
      at: this.deps.clock.now(),
      detail: { ...detail, ip: client.ip, userAgent: client.userAgent },
    });
  }

  /** The plain TOTP secret of a user whose MFA is on. */
  activeSecret(user: UserRow): string {
    if (!user.mfaEnabled || !user.mfaSecretEncrypted)
      throw new DomainError('MFA_NOT_ENABLED', 'Two-factor authentication is not turned on.');
    return decryptSecret(this.secretKey, user.mfaSecretEncrypted, `user:${user.id}`);
  }

  /**
   * The step a code matches that is newer than the last accepted one, or undefined. Pure check:
   * nothing is recorded.
   */
  newestUnusedStep(user: UserRow, secret: string, code: string): number | undefined {
    const lastUsed = user.mfaLastUsedStep ?? Number.NEGATIVE_INFINITY;
    return findMatchingSteps(secret, code, this.deps.clock.now().getTime()).find((step) => step > lastUsed);
  }

  /**
   * Checks a current code of a user whose MFA is on and accepts its step once (replays, wrong
   * codes and codes outside ±1 step count as failures). Throws MFA_INVALID_CODE when refused.
   * Runs outside any transaction, so a refusal is counted even when the caller's work fails.
   */
  async acceptCurrentCode(user: UserRow, code: string, client: ClientInfo): Promise<number> {
    const secret = this.activeSecret(user);
    const failuresInRow = await this.claimCheck(user);
    const step = this.newestUnusedStep(user, secret, code);
    if (step !== undefined && (await claimTotpStep(this.deps.db, user.id, step, this.deps.clock.now()))) return step;
    await this.recordFailure(user, failuresInRow, client);
    throw new DomainError('MFA_INVALID_CODE', MESSAGES.mfa.invalidCode);
  }
}
