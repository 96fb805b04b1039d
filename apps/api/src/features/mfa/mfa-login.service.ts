import { MESSAGES } from '@podium/contracts/messages';
import { normaliseRecoveryCode } from '@podium/contracts/mfa/mfa-rules';
import type { Database } from '../../db/client';
import { type UserRow, claimTotpStep, findUserById, releaseMfaCheck, resetMfaFailures } from '../users';
import { DomainError } from '../../errors/domain-error';
import type { TenantRow } from '../tenants';
import { MfaGuard, type ClientInfo, type MfaDeps } from './mfa-guard';
import { readMfaChallengeToken } from './mfa-challenge-token';
import { MFA_MAX_WRONG_ATTEMPTS_PER_CHALLENGE } from './mfa-policy';
import {
  claimChallengeTry,
  consumeChallenge,
  countUnusedRecoveryCodes,
  findOpenChallenge,
  listUnusedRecoveryCodes,
  releaseChallengeTry,
  spendRecoveryCode,
  type MfaChallengeRow,
} from './mfa.repository';
import { isRecoveryCodeMatch } from './recovery-codes';

export interface MfaSignIn {
  token: string;
  user: UserRow;
  recoveryCodesRemaining?: number;
}

const challengeRefused = () => new DomainError('MFA_CHALLENGE_INVALID', MESSAGES.mfa.tokenNotFound);

/** The second step of a sign-in: a TOTP code or a recovery code against a challenge token. */
export class MfaLoginService {
  private readonly guard: MfaGuard;

  constructor(private readonly deps: MfaDeps) {
    this.guard = new MfaGuard(deps);
  }

  /** A current TOTP code completes the sign-in; the code's step can never be used again. */
  async verifyLoginCode(tenant: TenantRow, input: { totpCode: string; mfaChallengeToken: string }, client: ClientInfo): Promise<MfaSignIn> {
    const { challenge, user } = await this.openChallenge(tenant, input.mfaChallengeToken);
    const secret = this.guard.activeSecret(user);
    const failuresInRow = await this.claimTry(challenge, user);
    const step = this.guard.newestUnusedStep(user, secret, input.totpCode);
    // Step claim, challenge close and session in one transaction: all happen or none does.
    const token =
      step === undefined
        ? undefined
        : await this.deps.db.transaction(async (tx) => {
            if (!(await claimTotpStep(tx, user.id, step, this.deps.clock.now()))) return undefined;
            return this.finish(tx, challenge, user, 'totp', client);
          });
    if (!token) {
      await this.guard.recordFailure(user, failuresInRow, client, { factor: 'totp' });
      throw new DomainError('MFA_INVALID_CODE', MESSAGES.mfa.invalidCode);
    }
    return { token, user };
  }

  /** An unused recovery code completes the sign-in and is spent; the answer tells how many are left. */
  async useRecoveryCode(
    tenant: TenantRow,
    input: { userId: number; recoveryCode: string; mfaChallengeToken: string },
    client: ClientInfo,
  ): Promise<MfaSignIn> {
    const { challenge, user } = await this.openChallenge(tenant, input.mfaChallengeToken);
    if (input.userId !== user.id) throw challengeRefused();
    const failuresInRow = await this.claimTry(challenge, user);
    const codeId = await this.findRecoveryCode(user.id, input.recoveryCode);
    const token =
      codeId === undefined
        ? undefined
        : await this.deps.db.transaction(async (tx) => {
            // Single use: of two concurrent calls with one code, only one spends it.
            if (!(await spendRecoveryCode(tx, codeId, this.deps.clock.now()))) return undefined;
            await resetMfaFailures(tx, user.id);
            return this.finish(tx, challenge, user, 'recovery', client);
          });
    if (!token) {
      await this.guard.recordFailure(user, failuresInRow, client, { factor: 'recovery_code' });
      throw new DomainError('MFA_INVALID_CODE', MESSAGES.mfa.invalidRecoveryCode);
    }
    const recoveryCodesRemaining = await countUnusedRecoveryCodes(this.deps.db, user.id);
    await this.guard.log(user.id, 'recovery_code_used', client, { recoveryCodesRemaining });
    return { token, user, recoveryCodesRemaining };
  }

  /** The challenge a token names, when genuine, unexpired, unused, of this tenant, for a user with MFA on. */
  private async openChallenge(tenant: TenantRow, token: string): Promise<{ challenge: MfaChallengeRow; user: UserRow }> {
    const now = this.deps.clock.now();
    const claims = await readMfaChallengeToken(new TextEncoder().encode(this.deps.secrets.sessionSecret), token, now);
    if (!claims || claims.tenantId !== tenant.id) throw challengeRefused();
    const challenge = await findOpenChallenge(this.deps.db, claims.challengeId, now, MFA_MAX_WRONG_ATTEMPTS_PER_CHALLENGE);
    if (!challenge || challenge.userId !== claims.userId) throw challengeRefused();
    const user = await findUserById(this.deps.db, claims.userId);
    if (!user || user.tenantId !== tenant.id || !user.mfaEnabled) throw challengeRefused();
    return { challenge, user };
  }

  private async findRecoveryCode(userId: number, typed: string): Promise<number | undefined> {
    const code = normaliseRecoveryCode(typed);
    if (!code) return undefined;
    for (const candidate of await listUnusedRecoveryCodes(this.deps.db, userId)) {
      if (await isRecoveryCodeMatch(code, candidate.codeHash)) return candidate.id;
    }
    return undefined;
  }

  /**
   * Claims the check before comparing (issue 12, finding 2): one of the user's run (the lock) and
   * one of the challenge's five, both counted as wrong until the answer proves right.
   */
  private async claimTry(challenge: MfaChallengeRow, user: UserRow): Promise<number> {
    const failuresInRow = await this.guard.claimCheck(user);
    if (await claimChallengeTry(this.deps.db, challenge.id, this.deps.clock.now(), MFA_MAX_WRONG_ATTEMPTS_PER_CHALLENGE))
      return failuresInRow;
    await releaseMfaCheck(this.deps.db, user.id);
    throw challengeRefused();
  }

  /** Closes the challenge (whoever closes it first wins; else the transaction rolls back) and starts the session. */
  private async finish(tx: Database, challenge: MfaChallengeRow, user: UserRow, factor: string, client: ClientInfo): Promise<string> {
    const now = this.deps.clock.now();
    await releaseChallengeTry(tx, challenge.id);
    if (!(await consumeChallenge(tx, challenge.id, now, MFA_MAX_WRONG_ATTEMPTS_PER_CHALLENGE))) throw challengeRefused();
    const { token } = await this.deps.sessions.startSession(user, `${challenge.method}+${factor}`, client, tx);
    return token;
  }
}
