import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';
import type { Config } from '../../config/config';
import { decryptSecret, deriveSsoClientSecretKey, encryptSecret } from '../../platform/secret-box';

/**
 * Where a tenant's client secret comes from. A tenant admin can only reach secrets of its own
 * tenant: the secret it typed, sealed in its own row, or the one operator variable named after its
 * tenant and connection. No admin input names a variable, so no other tenant's secret, nor whether
 * some variable exists, can be learnt.
 */

/** SSO_SECRET_<SLUG>_<CONNECTION>: e.g. tenant `acme-corp`, connection `google` → SSO_SECRET_ACME_CORP_GOOGLE. */
export function operatorSecretVariable(tenantSlug: string, connection: SsoConnectionName): string {
  return `SSO_SECRET_${tenantSlug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_${connection.toUpperCase()}`;
}

/** Associated data binding a sealed secret to its tenant and connection (a copied ciphertext does not open). */
const sealContext = (tenantId: number, connection: SsoConnectionName) => `identity-provider:${tenantId}:${connection}`;

export function sealClientSecret(
  dataEncryptionKey: string,
  owner: { tenantId: number; connection: SsoConnectionName },
  secret: string,
): string {
  return encryptSecret(deriveSsoClientSecretKey(dataEncryptionKey), secret, sealContext(owner.tenantId, owner.connection));
}

/** The row's own sealed secret, else the operator's variable for this tenant and connection, else undefined. */
export function clientSecretOf(
  deps: { config: Config; dataEncryptionKey: string },
  tenant: { id: number; slug: string },
  row: { connection: SsoConnectionName; clientSecretSealed: string | null },
): string | undefined {
  if (row.clientSecretSealed) {
    try {
      return decryptSecret(
        deriveSsoClientSecretKey(deps.dataEncryptionKey),
        row.clientSecretSealed,
        sealContext(tenant.id, row.connection),
      );
    } catch {
      // Sealed for another tenant or connection (a copied row), or under another DATA_ENCRYPTION_KEY:
      // unusable, so the provider is not offered until an admin enters the secret again.
      return undefined;
    }
  }
  return deps.config.SSO_CLIENT_SECRETS[operatorSecretVariable(tenant.slug, row.connection)];
}
