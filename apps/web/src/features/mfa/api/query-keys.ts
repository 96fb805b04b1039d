/** The two-factor feature's query keys: every MFA change refreshes `all` (status and security log). */
export const mfaKeys = {
  all: ['mfa'] as const,
  status: ['mfa', 'status'] as const,
  securityEvents: ['mfa', 'security-events'] as const,
};
