import type { SignInPolicy } from '@podium/contracts/tenant/tenant-config';
import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';
import type { Database } from '../../db/client';
import type { ExternalIdentity } from '../../platform/oidc/external-identity';
import { SsoLoginError } from './sso-login-error';
import { findUserByEmail, findUserByIdentity, insertSsoUser, linkIdentity, type UserRow } from './sso-user.repository';

/**
 * The user an identity provider's answer signs in as: the one linked to the provider subject,
 * else the one with the verified email (then linked), else a new one when the tenant's policy
 * lets this connection create accounts:
 * - open: anyone;
 * - registeredOnly: existing users only;
 * - preRegisteredOnly: existing users an admin pre-registered only;
 * - noSelfRegistration: no account is created by signing in socially; the corporate directory is
 *   the company's own list, so it may provision its people.
 */
export async function resolveSsoUser(
  db: Database,
  tenant: { id: number; signInPolicy: SignInPolicy },
  connection: SsoConnectionName,
  identity: ExternalIdentity,
): Promise<UserRow> {
  const linked = await findUserByIdentity(db, tenant.id, connection, identity.subject);
  const existing = linked ?? (identity.verifiedEmail ? await findUserByEmail(db, tenant.id, identity.verifiedEmail) : undefined);
  if (existing) {
    if (tenant.signInPolicy === 'preRegisteredOnly' && !existing.isPreRegistered) throw new SsoLoginError('pre_registered_only');
    if (!linked)
      await linkIdentity(db, { userId: existing.id, provider: connection, subject: identity.subject, email: identity.verifiedEmail });
    return existing;
  }
  switch (tenant.signInPolicy) {
    case 'registeredOnly':
      throw new SsoLoginError('registered_users_only');
    case 'preRegisteredOnly':
      throw new SsoLoginError('pre_registered_only');
    case 'noSelfRegistration':
      if (connection !== 'corporate') throw new SsoLoginError('self_registration_not_allowed');
      break;
    case 'open':
      break;
  }
  const created = await insertSsoUser(db, { tenantId: tenant.id, email: identity.verifiedEmail, name: identity.name });
  await linkIdentity(db, { userId: created.id, provider: connection, subject: identity.subject, email: identity.verifiedEmail });
  return created;
}
