import type { SignInPolicy } from '@podium/contracts/tenant/tenant-config';
import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';
import type { Database } from '../../db/client';
import type { ExternalIdentity } from '../../platform/oidc/external-identity';
import { SsoLoginError } from './sso-login-error';
import { findUserByEmail, insertUser, releaseUnverifiedEmail, type UserRow } from '../users';
import { findUserByIdentity, linkIdentity } from './sso-user.repository';

/** Who an identity signs in as; `separateAccount` when an unverified account held its email (the person is told). */
export interface ResolvedSsoUser {
  user: UserRow;
  notice?: 'separate_account';
}

/**
 * The user an identity provider's answer signs in as: the one linked to the provider subject,
 * else the one whose **verified** email it is (then linked), else a new one when the tenant's
 * policy lets this connection create accounts:
 * - open: anyone;
 * - registeredOnly: existing users only;
 * - preRegisteredOnly: existing users an admin pre-registered only;
 * - noSelfRegistration: no account is created by signing in socially; the corporate directory is
 *   the company's own list, so it may provision its people.
 * An account that merely typed the email (never verified it) is never linked: anyone can type any
 * address, so linking would hand the real owner's sign-in to whoever typed it first (account
 * pre-hijacking). Where the policy lets accounts be created, the person gets a new account holding
 * the provider-verified email, and the unverified account loses the address; elsewhere the
 * sign-in is refused with `email_not_verified`.
 */
export async function resolveSsoUser(
  db: Database,
  tenant: { id: number; signInPolicy: SignInPolicy },
  connection: SsoConnectionName,
  identity: ExternalIdentity,
  now: Date,
): Promise<ResolvedSsoUser> {
  const linked = await findUserByIdentity(db, tenant.id, connection, identity.subject);
  if (linked) {
    if (tenant.signInPolicy === 'preRegisteredOnly' && !linked.isPreRegistered) throw new SsoLoginError('pre_registered_only');
    return { user: linked };
  }
  const byEmail = identity.verifiedEmail ? await findUserByEmail(db, tenant.id, identity.verifiedEmail) : undefined;
  if (byEmail?.emailVerifiedAt) {
    if (tenant.signInPolicy === 'preRegisteredOnly' && !byEmail.isPreRegistered) throw new SsoLoginError('pre_registered_only');
    await linkIdentity(db, { userId: byEmail.id, provider: connection, subject: identity.subject, email: identity.verifiedEmail });
    return { user: byEmail };
  }
  assertMayCreateAccount(tenant.signInPolicy, connection, byEmail);
  if (byEmail) await releaseUnverifiedEmail(db, byEmail.id, now);
  const created = await insertUser(db, {
    tenantId: tenant.id,
    email: identity.verifiedEmail ?? null,
    name: identity.name ?? null,
    // The provider vouched for the address (verified claim; corporate: an allowed domain too).
    emailVerifiedAt: identity.verifiedEmail ? now : null,
  });
  await linkIdentity(db, { userId: created.id, provider: connection, subject: identity.subject, email: identity.verifiedEmail });
  return byEmail ? { user: created, notice: 'separate_account' } : { user: created };
}

/** Throws the policy's refusal when this sign-in may not create an account. */
function assertMayCreateAccount(policy: SignInPolicy, connection: SsoConnectionName, unverifiedHolder: UserRow | undefined): void {
  const refusal = (code: 'registered_users_only' | 'pre_registered_only' | 'self_registration_not_allowed') => {
    // Someone holds the address without proof: say so, they may be the person and can verify it.
    const isHolderAdmissible = unverifiedHolder && (policy !== 'preRegisteredOnly' || unverifiedHolder.isPreRegistered);
    throw new SsoLoginError(
      isHolderAdmissible ? 'email_not_verified' : code,
      `${code}; email held unverified: ${Boolean(unverifiedHolder)}`,
    );
  };
  switch (policy) {
    case 'registeredOnly':
      return refusal('registered_users_only');
    case 'preRegisteredOnly':
      return refusal('pre_registered_only');
    case 'noSelfRegistration':
      if (connection !== 'corporate') refusal('self_registration_not_allowed');
      return;
    case 'open':
      return;
  }
}
