import { z } from 'zod';

/** The third-party pieces of spec section 9 a tenant may switch on (all off by default). */
export const THIRD_PARTY_KINDS = ['analytics', 'tagManager', 'adPixel', 'chatWidget'] as const;
export type ThirdPartyKind = (typeof THIRD_PARTY_KINDS)[number];

/** An https origin (`https://cdn.example.com`), nothing after the host. */
const httpsOrigin = z
  .string()
  .trim()
  .regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must be an https origin such as https://cdn.example.com (no path)');

/** A same-origin path (`/vendor/chat.js`) or an https URL; never inline code, never http or `//host`. */
const scriptUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || /^https:\/\/[a-z0-9.-]+(:\d{1,5})?\//i.test(value), {
    message: 'must be a path on this site (/vendor/script.js) or an https URL',
  });

/**
 * One script: loaded as `<script async src>` with these data-* attributes (many vendors read their
 * site id from them). Inline snippets are not possible: the Content-Security-Policy forbids inline
 * script. `connectOrigins` are the origins the script sends data to (added to connect-src and img-src).
 */
export const thirdPartyScriptSchema = z.object({
  enabled: z.boolean(),
  scriptUrl,
  attributes: z
    .record(z.string().regex(/^data-[a-z0-9-]{1,40}$/, 'attribute names must be data-*'), z.string().max(200))
    .refine((value) => Object.keys(value).length <= 10, 'at most 10 attributes')
    .default({}),
  connectOrigins: z.array(httpsOrigin).max(5).default([]),
});
export type ThirdPartyScript = z.infer<typeof thirdPartyScriptSchema>;

/** `tenants.integrations`: each piece optional, absent means off. */
export const tenantIntegrationsSchema = z.object({
  analytics: thirdPartyScriptSchema.optional(),
  tagManager: thirdPartyScriptSchema.optional(),
  adPixel: thirdPartyScriptSchema.optional(),
  chatWidget: thirdPartyScriptSchema.optional(),
});
export type TenantIntegrations = z.infer<typeof tenantIntegrationsSchema>;

/** `GET /api/public/integrations`: the enabled scripts only, for the consent banner and the loader. */
export const enabledScriptSchema = z.object({
  kind: z.enum(THIRD_PARTY_KINDS),
  scriptUrl: z.string(),
  attributes: z.record(z.string(), z.string()),
});
export type EnabledScript = z.infer<typeof enabledScriptSchema>;
export const publicIntegrationsSchema = z.object({ scripts: z.array(enabledScriptSchema) });
export type PublicIntegrations = z.infer<typeof publicIntegrationsSchema>;

/** The enabled pieces of a tenant's integrations, in a fixed order. */
export function enabledScripts(integrations: TenantIntegrations | null | undefined): Array<ThirdPartyScript & { kind: ThirdPartyKind }> {
  if (!integrations) return [];
  return THIRD_PARTY_KINDS.flatMap((kind) => {
    const script = integrations[kind];
    return script?.enabled ? [{ ...script, kind }] : [];
  });
}
