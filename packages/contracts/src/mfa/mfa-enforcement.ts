/**
 * Who must have two-factor authentication on before using the staff and admin consoles, and what
 * they are told. The API enforces it; the web app shows the same text with a link to set it up.
 */

/** Where two-factor authentication is set up (the web app's Security page). */
export const MFA_SETUP_PATH = '/security';

/** The refusal of a staff or admin route while the person's required setup is not done (403 MFA_SETUP_REQUIRED). */
export const MFA_SETUP_REQUIRED_MESSAGE =
  'Set up two-factor authentication on the Security page (/security) before using the staff and admin consoles. This site requires it.';

/** The refusal of a second skip while the first one's 7 days are still running. */
export const mfaSkipAlreadyUsedMessage = (reminderAt: Date) =>
  `You already skipped two-factor setup. You can skip again after ${reminderAt.toISOString().slice(0, 10)}; please set it up now.`;

/** Whether the tenant's policy or the person's own flag asks for two-factor authentication. */
export function isMfaSetupRequired(tenant: { mfaSetupRequired: boolean }, user: { mfaSetupRequired: boolean }): boolean {
  return tenant.mfaSetupRequired || user.mfaSetupRequired;
}

/**
 * Whether a staff or admin route is refused for this person: setup is required and MFA is not on.
 * A skip does not change this: it postpones the reminder, not the requirement (docs/mfa.md).
 */
export function isConsoleBlockedByMfa(
  tenant: { mfaSetupRequired: boolean },
  user: { mfaSetupRequired: boolean; mfaEnabled: boolean },
): boolean {
  return isMfaSetupRequired(tenant, user) && !user.mfaEnabled;
}
