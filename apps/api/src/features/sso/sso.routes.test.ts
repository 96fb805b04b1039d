import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SignInPolicy } from '@podium/contracts/tenant/tenant-config';
import { loginErrorMessage } from '@podium/contracts/auth/sign-in-messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser } from '../../../test/factories';
import {
  addIdentityProvider,
  followProviderRedirect,
  signInAtOidcProvider,
  startOAuth2Providers,
  startOidcProvider,
  startTamperingOidcProvider,
  TEST_CLIENT_SECRET,
  LOOPBACK_PROVIDERS_ENV,
} from '../../../test/identity-providers';
import { userIdentities, users } from '../../db/schema/index';
import { enableMfa } from '../mfa/mfa-test-support.testing';
import { totpCodeAt } from '../mfa/totp';

const DOMAIN = 'acme.example';
const IDENTITIES = [
  { subject: 'ana', email: 'ana@acme.example', emailVerified: true, name: 'Ana Acme' },
  { subject: 'ben', email: 'ben@acme.example', emailVerified: true, name: 'Ben Acme' },
  { subject: 'eve', email: 'eve@other.example', emailVerified: true, name: 'Eve Other' },
  { subject: 'una', email: 'una@acme.example', emailVerified: false, name: 'Una Unverified' },
  { subject: 'pia', email: 'pia@acme.example', emailVerified: true, name: 'Pia Pre' },
  { subject: 'max', email: 'max@acme.example', emailVerified: true, name: 'Max Mfa' },
  { subject: 'rahul', email: 'rahul@acme.example', emailVerified: true, name: 'Rahul Real' },
  { subject: 'rita', email: 'rita@acme.example', emailVerified: true, name: 'Rita Real' },
];
const POLICIES: SignInPolicy[] = ['open', 'registeredOnly', 'preRegisteredOnly', 'noSelfRegistration'];

let testApp: TestApp;
let oidcProvider: Awaited<ReturnType<typeof startOidcProvider>>;
let tampering: Awaited<ReturnType<typeof startTamperingOidcProvider>>;
let oauth2: Awaited<ReturnType<typeof startOAuth2Providers>>;
const hostOf = {} as Record<SignInPolicy | 'tampering' | 'social', string>;
const tenantIdOf = {} as Record<SignInPolicy | 'tampering' | 'social', number>;

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...LOOPBACK_PROVIDERS_ENV, SSO_SECRET_OPERATOR_SITE_CORPORATE: TEST_CLIENT_SECRET } });
  const db = testApp.app.deps.db;
  for (const policy of [...POLICIES, 'tampering', 'social'] as const) {
    const tenant = await createTenant(db, {
      signInPolicy: policy === 'tampering' || policy === 'social' ? 'open' : policy,
      allowedSsoDomains: [DOMAIN],
    });
    hostOf[policy] = tenant.hostname;
    tenantIdOf[policy] = tenant.id;
  }
  const redirectUris = Object.values(hostOf).flatMap((host) => ['corporate', 'google'].map((c) => `http://${host}/api/auth/callback/${c}`));
  oidcProvider = await startOidcProvider({ identities: IDENTITIES, clientId: 'podium-test', redirectUris });
  for (const policy of POLICIES) {
    await addIdentityProvider(db, tenantIdOf[policy], 'corporate', { issuer: oidcProvider.issuer, clientId: 'podium-test' });
    await addIdentityProvider(db, tenantIdOf[policy], 'google', { issuer: oidcProvider.issuer, clientId: 'podium-test' });
  }
  tampering = await startTamperingOidcProvider({ subject: 'tam', email: 'tam@acme.example' });
  await addIdentityProvider(db, tenantIdOf.tampering, 'corporate', { issuer: tampering.issuer, clientId: 'podium-tampering' });
  oauth2 = await startOAuth2Providers({
    github: {
      id: 4242,
      login: 'octo',
      name: null,
      emails: [
        { email: 'octo-old@acme.example', primary: false, verified: true },
        { email: 'Octo@acme.example', primary: true, verified: true },
      ],
    },
    facebook: { id: '10001', name: 'Fay Book', email: 'fay@acme.example' },
  });
  await addIdentityProvider(db, tenantIdOf.social, 'github', { clientId: 'gh-client', ...oauth2.github });
  await addIdentityProvider(db, tenantIdOf.social, 'facebook', { clientId: 'fb-client', ...oauth2.facebook });
});

afterAll(async () => {
  await oidcProvider?.close();
  await tampering?.close();
  await oauth2?.close();
  await testApp?.close();
});

function cookieFrom(response: { headers: Record<string, unknown> }, name: string): { value: string; attributes: string } | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? (header as string[]) : header ? [String(header)] : [];
  const found = all.find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) return undefined;
  const [pair, ...attributes] = found.split('; ');
  return { value: decodeURIComponent(pair!.slice(name.length + 1)), attributes: attributes.join('; ') };
}

async function startLogin(host: string, query: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/auth/login?${new URLSearchParams(query)}`, headers: { host } });
  expect(response.statusCode).toBe(302);
  return { location: String(response.headers.location), flowCookie: cookieFrom(response, 'sso_flow')?.value };
}

async function callback(host: string, callbackUrl: URL, flowCookie: string | undefined) {
  expect(callbackUrl.host).toBe(host);
  return testApp.app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { host, ...(flowCookie ? { cookie: `sso_flow=${flowCookie}` } : {}) },
  });
}

/** The whole round trip through the real provider, as a browser would make it. */
async function signInThrough(host: string, subject: string, query: Record<string, string> = {}) {
  const started = await startLogin(host, { connection: 'corporate', ...query });
  const callbackUrl = await signInAtOidcProvider(started.location, subject);
  return callback(host, callbackUrl, started.flowCookie);
}

async function currentUser(host: string, token: string) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { host, authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  return response.json().user as { id: number; email: string | null; name: string | null };
}

describe('GET /api/auth/login → provider → GET /api/auth/callback/corporate', () => {
  it('signs in a new person from an allowed domain and returns to the relative path', async () => {
    const started = await startLogin(hostOf.open, {
      connection: 'corporate',
      login_hint: 'ana@acme.example',
      returnTo: '/my-events?tab=2',
    });
    const authorizationUrl = new URL(started.location);
    expect(authorizationUrl.origin).toBe(new URL(oidcProvider.issuer).origin);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
    expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
    expect(authorizationUrl.searchParams.get('login_hint')).toBe('ana@acme.example');
    expect(started.flowCookie).toBeTruthy();

    const response = await callback(hostOf.open, await signInAtOidcProvider(started.location, 'ana'), started.flowCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/my-events?tab=2');
    const token = cookieFrom(response, 'token')!;
    expect(token.attributes).toContain('Max-Age=2592000');
    expect(token.attributes).toContain('SameSite=Lax');
    expect(token.attributes).not.toContain('HttpOnly');
    expect(cookieFrom(response, 'sso_flow')?.attributes).toContain('Max-Age=0');
    const user = await currentUser(hostOf.open, token.value);
    expect(user).toMatchObject({ email: 'ana@acme.example', name: 'Ana Acme' });
    const identities = await testApp.app.deps.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id));
    expect(identities).toMatchObject([{ provider: 'corporate', subject: 'ana' }]);
  });

  it('refuses a login hint outside the allowed domains before contacting the provider', async () => {
    const started = await startLogin(hostOf.open, { connection: 'corporate', login_hint: 'eve@other.example', returnTo: '/profile' });
    expect(started.location).toBe('/Login?error=corporate_email_only&redirect=%2Fprofile');
    expect(started.flowCookie).toBeUndefined();
  });

  it('refuses, after the provider, an ID token whose email is outside the allowed domains', async () => {
    const response = await signInThrough(hostOf.open, 'eve', { returnTo: '/profile' });
    expect(response.headers.location).toBe('/Login?error=domain_not_authorized&redirect=%2Fprofile');
    expect(cookieFrom(response, 'token')).toBeUndefined();
  });

  it('refuses an email the provider has not verified', async () => {
    const response = await signInThrough(hostOf.open, 'una');
    expect(response.headers.location).toBe('/Login?error=domain_not_authorized');
  });

  it('links an existing user by verified email instead of creating another', async () => {
    const existing = await createUser(testApp.app.deps.db, tenantIdOf.open, {
      email: 'Ben@Acme.example',
      emailVerified: true,
      name: 'Ben From OTP',
    });
    const response = await signInThrough(hostOf.open, 'ben');
    const user = await currentUser(hostOf.open, cookieFrom(response, 'token')!.value);
    expect(user.id).toBe(existing.id);
    expect(user.name).toBe('Ben From OTP');
    const second = await signInThrough(hostOf.open, 'ben');
    expect((await currentUser(hostOf.open, cookieFrom(second, 'token')!.value)).id).toBe(existing.id);
  });

  it('account pre-hijacking: never links an account that only typed the email; the real owner gets a separate account and is told', async () => {
    const db = testApp.app.deps.db;
    // The attacker signs up by phone with the victim's address and never verifies it.
    const attacker = await createUser(db, tenantIdOf.open, { email: 'Rahul@acme.example', name: 'Not Rahul' });
    const response = await signInThrough(hostOf.open, 'rahul', { returnTo: '/my-events' });
    expect(response.headers.location).toBe('/Login?notice=separate_account&redirect=%2Fmy-events');
    const token = cookieFrom(response, 'token')!.value;
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { host: hostOf.open, authorization: `Bearer ${token}` },
    });
    expect(me.json().user).toMatchObject({ email: 'rahul@acme.example', name: 'Rahul Real', emailVerified: true });
    expect(me.json().user.id).not.toBe(attacker.id);
    // The attacker's phone account is not linked to the identity and lost the address it never proved.
    expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, attacker.id))).toEqual([]);
    const [attackerRow] = await db.select().from(users).where(eq(users.id, attacker.id));
    expect(attackerRow).toMatchObject({ email: null, emailVerifiedAt: null, phone: attacker.phone });
    // The next sign-in finds the real owner's account by its link.
    const again = await signInThrough(hostOf.open, 'rahul');
    expect(again.headers.location).toBe('/');
    expect((await currentUser(hostOf.open, cookieFrom(again, 'token')!.value)).id).toBe(me.json().user.id);
  });

  it('never leaves the site: an absolute or protocol-relative returnTo becomes /', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await signInThrough(hostOf.open, 'ana', { returnTo });
      expect(response.headers.location).toBe('/');
    }
  });

  it('goes back to the login page when the person cancels at the provider', async () => {
    const started = await startLogin(hostOf.open, { connection: 'corporate', returnTo: '/security' });
    const response = await callback(hostOf.open, await signInAtOidcProvider(started.location, 'cancel'), started.flowCookie);
    expect(response.headers.location).toBe('/Login?error=login_failed&redirect=%2Fsecurity');
  });

  it('says SSO could not start when the connection is not configured', async () => {
    const started = await startLogin(hostOf.open, { connection: 'microsoft' });
    expect(started.location).toBe('/Login?error=sso_initiate_failed');
  });

  it('sends the browser to /Login with a friendly error for an unknown connection, keeping the return path', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/login?connection=myspace&returnTo=%2Fprofile',
      headers: { host: hostOf.open },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/Login?error=unknown_connection&redirect=%2Fprofile');
    expect(loginErrorMessage('unknown_connection')).toBe(
      'That sign-in option is not available here. Please choose one of the options below.',
    );
  });

  it('still answers 400 when the connection is missing or absurdly long (not a browser following a link)', async () => {
    for (const query of ['', `?connection=${'x'.repeat(65)}`]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/auth/login${query}`, headers: { host: hostOf.open } });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('tenant sign-in policies for a person the tenant does not know', () => {
  const cases: Array<[SignInPolicy, 'corporate' | 'google', string]> = [
    ['registeredOnly', 'corporate', '/Login?error=registered_users_only'],
    ['preRegisteredOnly', 'corporate', '/Login?error=pre_registered_only'],
    ['noSelfRegistration', 'google', '/Login?error=self_registration_not_allowed'],
  ];
  it.each(cases)('%s refuses a new person through %s', async (policy, connection, location) => {
    const started = await startLogin(hostOf[policy], { connection });
    const response = await callback(hostOf[policy], await signInAtOidcProvider(started.location, 'ana'), started.flowCookie);
    expect(response.headers.location).toBe(location);
    const created = await testApp.app.deps.db.select().from(users).where(eq(users.tenantId, tenantIdOf[policy]));
    expect(created).toEqual([]);
  });

  it('refuses (email_not_verified) where the policy creates no accounts and an unverified account holds the email', async () => {
    const db = testApp.app.deps.db;
    const holder = await createUser(db, tenantIdOf.registeredOnly, { email: 'rita@acme.example' });
    const response = await signInThrough(hostOf.registeredOnly, 'rita');
    expect(response.headers.location).toBe('/Login?error=email_not_verified');
    expect(cookieFrom(response, 'token')).toBeUndefined();
    expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, holder.id))).toEqual([]);
    // Once the holder proves the address (the verification link), the same sign-in links it.
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, holder.id));
    const linked = await signInThrough(hostOf.registeredOnly, 'rita');
    expect((await currentUser(hostOf.registeredOnly, cookieFrom(linked, 'token')!.value)).id).toBe(holder.id);
  });

  it('noSelfRegistration lets the corporate directory provision its own people', async () => {
    const response = await signInThrough(hostOf.noSelfRegistration, 'ana');
    expect((await currentUser(hostOf.noSelfRegistration, cookieFrom(response, 'token')!.value)).email).toBe('ana@acme.example');
  });

  it('registeredOnly admits a registered person and links the identity', async () => {
    const existing = await createUser(testApp.app.deps.db, tenantIdOf.registeredOnly, { email: 'ben@acme.example', emailVerified: true });
    const response = await signInThrough(hostOf.registeredOnly, 'ben');
    expect((await currentUser(hostOf.registeredOnly, cookieFrom(response, 'token')!.value)).id).toBe(existing.id);
  });

  it('preRegisteredOnly admits only a pre-registered person', async () => {
    const db = testApp.app.deps.db;
    await createUser(db, tenantIdOf.preRegisteredOnly, { email: 'ben@acme.example' });
    expect((await signInThrough(hostOf.preRegisteredOnly, 'ben')).headers.location).toBe('/Login?error=pre_registered_only');
    const listed = await createUser(db, tenantIdOf.preRegisteredOnly, { email: 'pia@acme.example', emailVerified: true });
    await db.update(users).set({ isPreRegistered: true }).where(eq(users.id, listed.id));
    const response = await signInThrough(hostOf.preRegisteredOnly, 'pia');
    expect((await currentUser(hostOf.preRegisteredOnly, cookieFrom(response, 'token')!.value)).id).toBe(listed.id);
  });

  it('open creates a new person through the Google stand-in', async () => {
    const started = await startLogin(hostOf.open, { connection: 'google' });
    const response = await callback(hostOf.open, await signInAtOidcProvider(started.location, 'eve'), started.flowCookie);
    // Social sign-in is not limited to the corporate domains.
    expect((await currentUser(hostOf.open, cookieFrom(response, 'token')!.value)).email).toBe('eve@other.example');
  });
});

describe('callback protections', () => {
  it('refuses a callback whose state belongs to another browser (state mismatch)', async () => {
    const victim = await startLogin(hostOf.open, { connection: 'corporate' });
    const attacker = await startLogin(hostOf.open, { connection: 'corporate' });
    const attackerCallback = await signInAtOidcProvider(attacker.location, 'eve');
    const response = await callback(hostOf.open, attackerCallback, victim.flowCookie);
    expect(response.headers.location).toBe('/Login?error=login_failed');
    expect(cookieFrom(response, 'token')).toBeUndefined();
  });

  it('refuses a callback with no browser binding cookie', async () => {
    const started = await startLogin(hostOf.open, { connection: 'corporate' });
    const response = await callback(hostOf.open, await signInAtOidcProvider(started.location, 'ana'), undefined);
    expect(response.headers.location).toBe('/Login?error=login_failed');
  });

  it('refuses a replayed callback', async () => {
    const started = await startLogin(hostOf.open, { connection: 'corporate', returnTo: '/profile' });
    const callbackUrl = await signInAtOidcProvider(started.location, 'ana');
    const first = await callback(hostOf.open, callbackUrl, started.flowCookie);
    expect(first.headers.location).toBe('/profile');
    const replay = await callback(hostOf.open, callbackUrl, started.flowCookie);
    expect(replay.headers.location).toBe('/Login?error=login_failed');
    expect(cookieFrom(replay, 'token')).toBeUndefined();
  });

  it('refuses a callback after the flow expired', async () => {
    const started = await startLogin(hostOf.open, { connection: 'corporate' });
    const callbackUrl = await signInAtOidcProvider(started.location, 'ana');
    testApp.clock.advanceSeconds(testApp.config.SSO_FLOW_TTL_SECONDS + 1);
    const response = await callback(hostOf.open, callbackUrl, started.flowCookie);
    expect(response.headers.location).toBe('/Login?error=login_failed');
  });

  it('refuses a state from another tenant', async () => {
    const started = await startLogin(hostOf.open, { connection: 'corporate' });
    const callbackUrl = await signInAtOidcProvider(started.location, 'ana');
    const elsewhere = new URL(callbackUrl);
    elsewhere.host = hostOf.registeredOnly;
    const response = await callback(hostOf.registeredOnly, elsewhere, started.flowCookie);
    expect(response.headers.location).toBe('/Login?error=login_failed');
  });

  it.each(['wrong-key', 'expired', 'wrong-audience', 'wrong-nonce'] as const)('refuses an ID token that is %s', async (mode) => {
    tampering.setMode(mode);
    const started = await startLogin(hostOf.tampering, { connection: 'corporate' });
    const response = await callback(hostOf.tampering, await followProviderRedirect(started.location), started.flowCookie);
    expect(response.headers.location).toBe('/Login?error=login_failed');
    expect(cookieFrom(response, 'token')).toBeUndefined();
  });

  it('accepts the same hand-rolled provider when nothing is tampered with (the refusals above are real)', async () => {
    tampering.setMode('none');
    const started = await startLogin(hostOf.tampering, { connection: 'corporate' });
    const response = await callback(hostOf.tampering, await followProviderRedirect(started.location), started.flowCookie);
    expect(response.headers.location).toBe('/');
    expect(cookieFrom(response, 'token')).toBeDefined();
  });
});

describe('MFA after SSO', () => {
  it('hands an MFA challenge, not a session, to a user with MFA on; the session endpoint gives it once; a TOTP code finishes it', async () => {
    const user = await createUser(testApp.app.deps.db, tenantIdOf.open, { email: 'max@acme.example', emailVerified: true });
    const { secret } = await enableMfa(testApp.app, testApp.clock, hostOf.open, user);
    const response = await signInThrough(hostOf.open, 'max', { returnTo: '/security' });
    expect(response.headers.location).toBe('/security');
    expect(cookieFrom(response, 'token')).toBeUndefined();
    const challenge = cookieFrom(response, 'mfa_challenge')!;
    expect(challenge.attributes).toContain('HttpOnly');
    expect(cookieFrom(response, 'sso_mfa_pending')?.attributes).not.toContain('HttpOnly');

    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host: hostOf.open, cookie: `mfa_challenge=${challenge.value}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ mfaChallengeRequired: true, mfaChallengeToken: challenge.value, userId: user.id });
    expect(cookieFrom(session, 'mfa_challenge')?.attributes).toContain('Max-Age=0');
    const again = await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: { host: hostOf.open } });
    expect(again.statusCode).toBe(204);

    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/mfa/verify-login-mfa',
      headers: { host: hostOf.open },
      payload: { totpCode: totpCodeAt(secret, testApp.clock.now().getTime()), mfaChallengeToken: challenge.value },
    });
    expect(verified.statusCode).toBe(200);
    expect((await currentUser(hostOf.open, verified.json().token)).id).toBe(user.id);
  });

  it('answers 204 for a malformed challenge cookie', async () => {
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host: hostOf.registeredOnly, cookie: 'mfa_challenge=not-a-jwt' },
    });
    expect(session.statusCode).toBe(204);
  });
});

describe('OAuth 2 providers', () => {
  it('GitHub: signs in with the verified primary email from the emails API, using PKCE', async () => {
    const existing = await createUser(testApp.app.deps.db, tenantIdOf.social, { email: 'octo@acme.example', emailVerified: true });
    const started = await startLogin(hostOf.social, { connection: 'github', returnTo: '/profile' });
    expect(new URL(started.location).searchParams.get('scope')).toBe('read:user user:email');
    const response = await callback(hostOf.social, await followProviderRedirect(started.location), started.flowCookie);
    expect(response.headers.location).toBe('/profile');
    expect((await currentUser(hostOf.social, cookieFrom(response, 'token')!.value)).id).toBe(existing.id);
    expect(oauth2.tokenRequests.at(-1)?.get('code_verifier')).toBeTruthy();
  });

  it('Facebook: signs in with the Graph API email', async () => {
    const started = await startLogin(hostOf.social, { connection: 'facebook' });
    const response = await callback(hostOf.social, await followProviderRedirect(started.location), started.flowCookie);
    const user = await currentUser(hostOf.social, cookieFrom(response, 'token')!.value);
    expect(user).toMatchObject({ email: 'fay@acme.example', name: 'Fay Book' });
  });

  it('refuses a code the provider rejects (GitHub answers 200 with an error body)', async () => {
    const started = await startLogin(hostOf.social, { connection: 'github' });
    const callbackUrl = await followProviderRedirect(started.location);
    callbackUrl.searchParams.set('code', 'forged');
    const response = await callback(hostOf.social, callbackUrl, started.flowCookie);
    expect(response.headers.location).toBe('/Login?error=login_failed');
  });

  it('re-sends a form_post callback (Apple) as a GET', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/callback/apple',
      headers: { host: hostOf.social, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=abc&state=xyz&user=%7B%7D',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/api/auth/callback/apple?code=abc&state=xyz');
  });
});

describe('GET /api/tenant-config reflects the configured providers', () => {
  it('lists Google and the corporate domains where configured, and nothing where not', async () => {
    const configured = (await testApp.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: hostOf.open } })).json();
    expect(configured.authProviders.providers).toMatchObject({
      google: true,
      microsoft: false,
      github: false,
      facebook: false,
      apple: false,
    });
    expect(configured.sso.allowedDomains).toEqual([DOMAIN]);
    const social = (await testApp.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: hostOf.social } })).json();
    expect(social.authProviders.providers).toMatchObject({ google: false, github: true, facebook: true });
    expect(social.sso.allowedDomains).toEqual([]);
  });

  it('hides a provider without a client secret, and ignores a legacy variable name in its row', async () => {
    const db = testApp.app.deps.db;
    const tenant = await createTenant(db, { allowedSsoDomains: [DOMAIN] });
    // The row names a variable that is set (another site's): it must not be read.
    await addIdentityProvider(db, tenant.id, 'corporate', {
      issuer: oidcProvider.issuer,
      clientId: 'x',
      clientSecretSealed: null,
      clientSecretEnv: 'SSO_SECRET_OPERATOR_SITE_CORPORATE',
    });
    const config = (await testApp.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: tenant.hostname } })).json();
    expect(config.sso.allowedDomains).toEqual([]);
  });

  it("uses the operator's variable named after the site and connection (SSO_SECRET_<SLUG>_<CONNECTION>)", async () => {
    const db = testApp.app.deps.db;
    const tenant = await createTenant(db, { slug: 'operator-site', allowedSsoDomains: [DOMAIN] });
    await addIdentityProvider(db, tenant.id, 'corporate', {
      issuer: oidcProvider.issuer,
      clientId: 'podium-test',
      clientSecretSealed: null,
    });
    const config = (await testApp.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: tenant.hostname } })).json();
    expect(config.sso.allowedDomains).toEqual([DOMAIN]);
  });
});
