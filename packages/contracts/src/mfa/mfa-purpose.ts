/** The payload purpose that marks an MFA challenge token (spec section 4). */
export const MFA_CHALLENGE_PURPOSE = 'mfa-challenge';
