import type { Config } from '../../config/config';
import { adminConfiguredPolicy, checkOutboundUrl, type OutboundPolicy } from '../../platform/guarded-http';

/** The URL fields of an identity provider row a tenant admin may set. */
export const PROVIDER_URL_FIELDS = ['issuer', 'authorizationEndpoint', 'tokenEndpoint', 'userInfoEndpoint', 'emailsEndpoint'] as const;
type ProviderUrls = Partial<Record<(typeof PROVIDER_URL_FIELDS)[number], string | null>>;

const FIELD_LABELS: Record<(typeof PROVIDER_URL_FIELDS)[number], string> = {
  issuer: 'Issuer',
  authorizationEndpoint: 'Authorization endpoint',
  tokenEndpoint: 'Token endpoint',
  userInfoEndpoint: 'User info endpoint',
  emailsEndpoint: 'Emails endpoint',
};

/** Admin-typed provider URLs are untrusted: https to public addresses only (OUTBOUND_ALLOW_PRIVATE_HOSTS aside). */
export const providerUrlPolicy = (config: Config): OutboundPolicy => adminConfiguredPolicy(config.OUTBOUND_ALLOW_PRIVATE_HOSTS);

/** The first refused URL among `urls`, as a message naming the field and why; undefined when all may be used. */
export async function refusedProviderUrl(config: Config, urls: ProviderUrls): Promise<string | undefined> {
  for (const field of PROVIDER_URL_FIELDS) {
    const url = urls[field];
    if (!url) continue;
    const refusal = await checkOutboundUrl(url, providerUrlPolicy(config));
    if (refusal) return `${FIELD_LABELS[field]}: ${refusal}. Enter the provider's public https:// address.`;
  }
  return undefined;
}
