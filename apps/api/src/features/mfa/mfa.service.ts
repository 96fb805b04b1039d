import QRCode from 'qrcode';
import { MFA_SKIP_REMINDER_DAYS } from '@podium/contracts/mfa/mfa-rules';
import { MESSAGES } from '@podium/contracts/messages';
import { isMfaSetupRequired, mfaSkipAlreadyUsedMessage } from '@podium/contracts/mfa/mfa-enforcement';
import { type UserRow, enableMfa, findUserWithCompanyName, savePendingSecret, setMfaReminder } from '../users';
import { DomainError } from '../../errors/domain-error';
import type { TenantRow } from '../tenants';
import { MfaGuard, type ClientInfo, type MfaDeps } from './mfa-guard';
import { SECURITY_LOG_LIMIT } from './mfa-policy';
import { countUnusedRecoveryCodes, disableMfa, listSecurityEvents, replaceRecoveryCodes } from './mfa.repository';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import { decryptSecret, encryptSecret } from '../../platform/secret-box';
import { buildOtpauthUrl, generateTotpSecret } from './totp';

export interface MfaStatus {
  isMfaEnabled: boolean;
  isSetupRequired: boolean;
  isSetupDue: boolean;
  canSkipSetup: boolean;
  reminderAt: Date | null;
  recoveryCodesRemaining: number;
}

/** Setup, status, skip, disable and recovery codes of a signed-in user. */
export class MfaService {
  private readonly guard: MfaGuard;

  constructor(private readonly deps: MfaDeps) {
    this.guard = new MfaGuard(deps);
  }

  async status(tenant: TenantRow, user: UserRow): Promise<MfaStatus> {
    const isSetupRequired = isMfaSetupRequired(tenant, user);
    const isReminderPending = user.mfaReminderAt !== null && user.mfaReminderAt > this.deps.clock.now();
    const isSetupDue = isSetupRequired && !user.mfaEnabled && !isReminderPending;
    return {
      isMfaEnabled: user.mfaEnabled,
      isSetupRequired,
      isSetupDue,
      // One skip per reminder period: while a skip's 7 days run, another skip is refused.
      canSkipSetup: isSetupDue,
      reminderAt: user.mfaReminderAt,
      recoveryCodesRemaining: user.mfaEnabled ? await countUnusedRecoveryCodes(this.deps.db, user.id) : 0,
    };
  }

  /** A new pending secret (replacing any earlier pending one): nothing changes until verify-setup. */
  async initiateSetup(tenant: TenantRow, user: UserRow) {
    if (user.mfaEnabled) throw new DomainError('MFA_ALREADY_ENABLED', 'Two-factor authentication is already on.');
    const secret = generateTotpSecret();
    await savePendingSecret(this.deps.db, user.id, encryptSecret(this.guard.secretKey, secret, `user:${user.id}`), this.deps.clock.now());
    const label = user.phone ?? user.email ?? `user-${user.id}`;
    const otpauthUrl = buildOtpauthUrl(secret, tenant.settings.siteTitle, label);
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    return { otpauthUrl, secret, qrCodeDataUrl };
  }

  /**
   * A code from the pending secret turns MFA on: ten recovery codes (returned once, stored as
   * hashes), a new session for this device, and every other session ended.
   */
  async verifySetup(user: UserRow, totpCode: string, client: ClientInfo) {
    if (user.mfaEnabled) throw new DomainError('MFA_ALREADY_ENABLED', 'Two-factor authentication is already on.');
    const pending = user.mfaPendingSecretEncrypted;
    if (!pending) throw new DomainError('MFA_NOT_ENABLED', 'Start the setup first: no setup is waiting for a code.');
    const secret = decryptSecret(this.guard.secretKey, pending, `user:${user.id}`);
    const failuresInRow = await this.guard.claimCheck(user);
    const step = this.guard.newestUnusedStep(user, secret, totpCode);
    if (step === undefined) {
      await this.guard.recordFailure(user, failuresInRow, client, { factor: 'setup' });
      throw new DomainError('MFA_INVALID_CODE', MESSAGES.mfa.setupCodeMismatch);
    }
    const recoveryCodes = generateRecoveryCodes();
    const hashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
    const started = await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      if (!(await enableMfa(tx, user.id, pending, step, now))) {
        throw new DomainError('CONFLICT', 'The setup changed in the meantime. Please start again.');
      }
      await replaceRecoveryCodes(tx, user.id, hashes, now);
      await this.guard.log(user.id, 'mfa_enabled', client, {}, tx);
      return this.deps.sessions.startSession(user, 'mfa-setup', client, tx);
    });
    // Sessions made before MFA was on (including the one that asked) end; this device keeps the new one.
    await this.deps.sessions.endAllSessions(user.id, started.session.id);
    return { recoveryCodes, token: started.token };
  }

  /**
   * Postpones a required setup by 7 days, once per 7 days: refused where setup is not required,
   * and while an earlier skip's reminder is still pending (the reminder date stays as it was).
   * The skip is stored as `users.mfa_reminder_at` (skip time + 7 days), claimed with a conditional
   * update so two skips at once cannot both pass.
   */
  async skipSetup(tenant: TenantRow, user: UserRow, client: ClientInfo): Promise<Date> {
    if (!isMfaSetupRequired(tenant, user) || user.mfaEnabled) {
      throw new DomainError('MFA_SKIP_NOT_ALLOWED', 'Two-factor setup can be skipped only when your organisation asks you to set it up.');
    }
    const now = this.deps.clock.now();
    const reminderAt = new Date(now.getTime() + MFA_SKIP_REMINDER_DAYS * 86_400_000);
    if (!(await setMfaReminder(this.deps.db, user.id, reminderAt, now))) {
      const pending = (await findUserWithCompanyName(this.deps.db, user.id))?.user.mfaReminderAt ?? reminderAt;
      throw new DomainError('MFA_SKIP_NOT_ALLOWED', mfaSkipAlreadyUsedMessage(pending));
    }
    await this.guard.log(user.id, 'mfa_setup_skipped', client, { reminderAt: reminderAt.toISOString() });
    return reminderAt;
  }

  /** A current code turns MFA off, deletes the secret and recovery codes, and ends every other session. */
  async disable(user: UserRow, currentSessionId: string, totpCode: string, client: ClientInfo): Promise<void> {
    await this.guard.acceptCurrentCode(user, totpCode, client);
    await this.deps.db.transaction(async (tx) => {
      await disableMfa(tx, user.id, this.deps.clock.now());
      await this.guard.log(user.id, 'mfa_disabled', client, {}, tx);
    });
    await this.deps.sessions.endAllSessions(user.id, currentSessionId);
  }

  /** A current code replaces all recovery codes with ten new ones (returned once). */
  async regenerateRecoveryCodes(user: UserRow, totpCode: string, client: ClientInfo): Promise<string[]> {
    await this.guard.acceptCurrentCode(user, totpCode, client);
    const recoveryCodes = generateRecoveryCodes();
    const hashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
    await this.deps.db.transaction(async (tx) => {
      await replaceRecoveryCodes(tx, user.id, hashes, this.deps.clock.now());
      await this.guard.log(user.id, 'recovery_codes_regenerated', client, {}, tx);
    });
    return recoveryCodes;
  }

  async listSecurityEvents(user: UserRow) {
    return listSecurityEvents(this.deps.db, user.id, SECURITY_LOG_LIMIT);
  }
}
