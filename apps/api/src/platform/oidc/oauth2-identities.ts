import { z } from 'zod';
import type { ExternalIdentity, ResolvedIdentityProvider } from './external-identity';

type FetchResource = (url: string) => Promise<Response>;

const gitHubUserSchema = z.object({ id: z.number().int(), login: z.string(), name: z.string().nullable().optional() });
const gitHubEmailsSchema = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));
const facebookUserSchema = z.object({ id: z.string(), name: z.string().optional(), email: z.string().optional() });

async function readJson<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered HTTP ${response.status}`);
  return schema.parse(await response.json());
}

/**
 * GitHub: the user (`GET /user`) and its primary email only when GitHub has verified it
 * (`GET /user/emails`, docs.github.com "List email addresses for the authenticated user").
 */
export async function readGitHubIdentity(provider: ResolvedIdentityProvider, fetchResource: FetchResource): Promise<ExternalIdentity> {
  const user = await readJson(await fetchResource(provider.userInfoEndpoint!), gitHubUserSchema, 'GitHub user API');
  const emails = await readJson(await fetchResource(provider.emailsEndpoint!), gitHubEmailsSchema, 'GitHub emails API');
  const primary = emails.find((entry) => entry.primary && entry.verified);
  return { subject: String(user.id), verifiedEmail: primary?.email.trim().toLowerCase(), name: user.name ?? user.login };
}

/** Facebook Graph `me?fields=id,name,email`: Facebook returns only an email its owner confirmed. */
export async function readFacebookIdentity(provider: ResolvedIdentityProvider, fetchResource: FetchResource): Promise<ExternalIdentity> {
  const user = await readJson(await fetchResource(provider.userInfoEndpoint!), facebookUserSchema, 'Facebook Graph API');
  return { subject: user.id, verifiedEmail: user.email?.trim().toLowerCase(), name: user.name };
}
