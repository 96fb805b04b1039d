import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { startSmtpServer } from '../../../test/local-smtp-server';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let harness: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;
let companyId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  harness = await createTestApp({ env: { SMTP_URL: smtp.url } });
  harness.clock.set(new Date('2026-06-01T09:00:00Z'));
  tenant = await createTenant(harness.database.db);
  other = await createTenant(harness.database.db);
  companyId = (await createCompany(harness.database.db, tenant.id, 'Verify Co')).id;
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.inbox.length = 0;
});

const person = async () => {
  const email = `v${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = await createUser(harness.database.db, tenant.id, { email, companyId, name: 'Vera Verify' });
  return { user, email, token: await signInAs(harness.app, user) };
};
const sendLink = (token: string, host = tenant.hostname) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/customer/email/verification',
    headers: { host, authorization: `Bearer ${token}` },
  });
const verify = (token: string, host = tenant.hostname) =>
  harness.app.inject({ method: 'POST', url: '/api/customer/email/verify', headers: { host }, payload: { token } });
const profile = async (token: string) =>
  (
    await harness.app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    })
  ).json().data.user as { email: string; emailVerified: boolean };
/** The link of the last mail, which must be on the tenant's canonical origin. */
const linkToken = () => {
  const mail = smtp.inbox.at(-1)!;
  const link = /(https?:\/\/[^\s"<>]+\/verify-email\?token=[\w%-]+)/.exec(mail.decoded)?.[1];
  expect(link).toBeDefined();
  expect(link!.startsWith(`https://${tenant.hostname}/verify-email?token=`)).toBe(true);
  return decodeURIComponent(new URL(link!).searchParams.get('token')!);
};

describe('POST /api/customer/email/verification → link → POST /api/customer/email/verify', () => {
  it('requires a session', async () => {
    expect(
      (await harness.app.inject({ method: 'POST', url: '/api/customer/email/verification', headers: { host: tenant.hostname } }))
        .statusCode,
    ).toBe(401);
  });

  it('emails a link that verifies the address once; the profile says so', async () => {
    const { email, token } = await person();
    expect(await profile(token)).toMatchObject({ email, emailVerified: false });
    const sent = await sendLink(token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, data: { email } });
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]!.to).toEqual([email]);
    const link = linkToken();
    const first = await verify(link);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { email, emailVerified: true } });
    expect(await profile(token)).toMatchObject({ emailVerified: true });
    const replay = await verify(link);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/Send a new link from your profile/);
  });

  it('refuses a link after 24 hours', async () => {
    const { token } = await person();
    await sendLink(token);
    const link = linkToken();
    harness.clock.advanceSeconds(24 * 3600 + 1);
    try {
      expect((await verify(link)).statusCode).toBe(400);
      expect(await profile(token)).toMatchObject({ emailVerified: false });
    } finally {
      harness.clock.advanceSeconds(-(24 * 3600 + 1));
    }
  });

  it('binds the link to the address: changing the email voids it and un-verifies a verified one', async () => {
    const { token } = await person();
    await sendLink(token);
    const oldLink = linkToken();
    const edit = (email: string) =>
      harness.app.inject({
        method: 'PUT',
        url: '/api/customer/profile',
        headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
        payload: { name: 'Vera Verify', email, gender: 'female', companyId },
      });
    const changed = `changed-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect((await edit(changed)).statusCode).toBe(200);
    expect((await verify(oldLink)).statusCode).toBe(400);
    expect(await profile(token)).toMatchObject({ email: changed, emailVerified: false });

    harness.clock.advanceSeconds(61);
    await sendLink(token);
    expect(smtp.inbox.at(-1)!.to).toEqual([changed]);
    expect((await verify(linkToken())).statusCode).toBe(200);
    expect(await profile(token)).toMatchObject({ emailVerified: true });
    // Saving the same address (any case) keeps it verified; another address does not.
    expect((await edit(changed.toUpperCase())).statusCode).toBe(200);
    expect(await profile(token)).toMatchObject({ emailVerified: true });
    expect((await edit(`again-${changed}`)).statusCode).toBe(200);
    expect(await profile(token)).toMatchObject({ emailVerified: false });
  });

  it("refuses a link on another tenant's site, and keeps it usable on its own", async () => {
    const { token } = await person();
    await sendLink(token);
    const link = linkToken();
    expect((await verify(link, other.hostname)).statusCode).toBe(400);
    expect((await verify(link)).statusCode).toBe(200);
  });

  it('limits each person to one link a minute (429 with Retry-After), and refuses nonsense tokens with a 400', async () => {
    const { token } = await person();
    expect((await sendLink(token)).statusCode).toBe(200);
    const again = await sendLink(token);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect(again.json().message).toMatch(/try again in a minute/);
    expect(smtp.inbox).toHaveLength(1);
    for (const bad of ['nonsense', '']) {
      const answer = await verify(bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
  });
});
