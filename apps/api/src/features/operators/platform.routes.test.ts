import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAuditLog, tenantHosts, tenantInvitations, tenants, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs, uniquePhone } from '../../../test/factories';
import { createOutbox, requestCode, verifyOtp } from '../auth/auth-test-kit';
import { createOperator, PLATFORM_TEST_HOST, signInOperator } from './platform-test-kit.testing';
import { hashInvitationToken } from '../invitations';
import { multipartPicture, solidPicture } from '../../../test/pictures';
import type { MailMessage } from '../../platform/mailer/mailer';

const outbox = createOutbox();
const mails: MailMessage[] = [];
/** Set to make the mail server refuse the next sends. */
let mailServerDown = false;
let harness: TestApp;
let operatorToken: string;
let existing: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  harness = await createTestApp({
    overrides: {
      smsSender: outbox.sender,
      mailer: {
        transport: 'smtp',
        send: async (message) => {
          if (mailServerDown) throw new Error('421 Service not available');
          mails.push(message);
        },
      },
    },
  });
  existing = await createTenant(harness.database.db, { hostnames: ['taken.example.com'], slug: 'taken' });
  operatorToken = await signInOperator(harness.app, harness.clock, uniquePhone());
});
afterAll(() => harness.close());

const platform = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = operatorToken, host = PLATFORM_TEST_HOST) =>
  harness.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

let counter = 0;
function newSite(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Initech ${counter}`,
    slug: `initech-${counter}`,
    hostnames: [`Initech-${counter}.Localhost`],
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
    adminPhone: uniquePhone(),
    ...overrides,
  };
}

async function tenantCount(): Promise<number> {
  return (await harness.database.db.select().from(tenants)).length;
}

describe('creating a site', () => {
  it('creates the tenant with lower-cased hosts, an invitation kept as a hash, and an audit row', async () => {
    const site = newSite({ adminEmail: 'admin@initech.example' });
    const answer = await platform('POST', '/api/platform/tenants', site);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ slug: site.slug, hostnames: [`initech-${counter}.localhost`] });
    expect(data.inviteUrl).toMatch(new RegExp(`^http://initech-${counter}\\.localhost:\\d+/Login\\?invite=[\\w-]{43}$`));
    const token = data.inviteUrl.split('invite=')[1];
    const [invitation] = await harness.database.db.select().from(tenantInvitations).where(eq(tenantInvitations.tenantId, data.id));
    expect(invitation!.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(invitation)).not.toContain(token);
    expect(invitation!.expiresAt.getTime() - harness.clock.now().getTime()).toBe(7 * 86_400_000);

    const config = await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: data.hostnames[0] } });
    expect(config.json().data.tenant).toMatchObject({ slug: site.slug, name: site.name });
    const audit = await harness.database.db.select().from(platformAuditLog).where(eq(platformAuditLog.tenantId, data.id));
    expect(audit.map((row) => row.action)).toEqual(['tenant.created']);
    expect(JSON.stringify(audit)).not.toContain(site.adminPhone);
  });

  it("mails the invitation link to the admin email, in the site's colours; without an address or a mail server the link is only shown", async () => {
    const site = newSite({ adminEmail: 'first.admin@initech.example', branding: { siteName: 'Initech Games', primaryColor: '#7c3aed' } });
    const answer = (await platform('POST', '/api/platform/tenants', site)).json().data;
    expect(answer.invitationEmailed).toBe(true);
    const mail = mails.find((one) => one.to === 'first.admin@initech.example')!;
    expect(mail.subject).toBe("You're invited to run Initech Games on Podium");
    expect(mail.text).toContain(answer.inviteUrl);
    expect(mail.text).toContain(`${site.adminPhone.slice(0, 2)}xxxxxx${site.adminPhone.slice(-2)}`);
    expect(mail.text).not.toContain(site.adminPhone);
    expect(mail.html).toContain('#7c3aed');

    const sent = mails.length;
    expect((await platform('POST', '/api/platform/tenants', newSite())).json().data.invitationEmailed).toBe(false);
    expect(mails).toHaveLength(sent);

    mailServerDown = true;
    try {
      const down = await platform('POST', '/api/platform/tenants', newSite({ adminEmail: 'later@initech.example' }));
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json().data).toMatchObject({ invitationEmailed: false, inviteUrl: expect.stringContaining('/Login?invite=') });
    } finally {
      mailServerDown = false;
    }
  });

  it('lists sites with hosts, status and counts, never the platform realm', async () => {
    const listed = await platform('GET', '/api/platform/tenants');
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json().data;
    expect(list.cnameTarget).toBe(PLATFORM_TEST_HOST);
    const taken = list.tenants.find((row: { slug: string }) => row.slug === 'taken');
    expect(taken).toMatchObject({ hostnames: ['taken.example.com'], status: 'active', peopleCount: 0, eventsCount: 0 });
    expect(list.tenants.some((row: { slug: string }) => row.slug === '_platform')).toBe(false);
  });

  it('refuses a taken slug or host with 409 naming the field, and leaves nothing half-made', async () => {
    const before = await tenantCount();
    const slugClash = await platform('POST', '/api/platform/tenants', newSite({ slug: 'taken' }));
    expect(slugClash.statusCode).toBe(409);
    expect(slugClash.json().fields).toHaveProperty('slug');
    const hostClash = await platform('POST', '/api/platform/tenants', newSite({ hostnames: ['fresh.example.com', 'TAKEN.example.com'] }));
    expect(hostClash.statusCode).toBe(409);
    expect(hostClash.json().fields).toHaveProperty('hostnames');
    expect(hostClash.json().message).toContain('taken.example.com');
    expect(await tenantCount()).toBe(before);
    expect(await harness.database.db.select().from(tenantHosts).where(eq(tenantHosts.hostname, 'fresh.example.com'))).toEqual([]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ hostnames: ['https://initech.com'] }, 'hostnames.0'],
      [{ hostnames: ['initech'] }, 'hostnames.0'],
      [{ hostnames: [] }, 'hostnames'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ adminPhone: '12' }, 'adminPhone'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ isDefault: true }, ''],
    ];
    for (const [change, field] of cases) {
      const answer = await platform('POST', '/api/platform/tenants', newSite(change));
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      if (field) expect(answer.json().fields, JSON.stringify(change)).toHaveProperty([field]);
    }
    const console = await platform('POST', '/api/platform/tenants', newSite({ hostnames: [PLATFORM_TEST_HOST] }));
    expect(console.statusCode).toBe(400);
    expect(console.json().fields).toHaveProperty('hostnames');
  });
});

describe('the first admin', () => {
  it('makes the invited phone admin at its first sign-in on the site, once', async () => {
    const site = newSite();
    const created = (await platform('POST', '/api/platform/tenants', site)).json().data;
    const host = created.hostnames[0];
    const code = await requestCode(harness.app, host, outbox, site.adminPhone);
    const signedIn = await verifyOtp(harness.app, host, {
      phone: site.adminPhone,
      otp: code,
      name: 'Ada Admin',
      gender: 'female',
      email: 'ada@initech.example',
      companyName: 'Initech',
    });
    expect(signedIn.statusCode).toBe(200);
    const [admin] = await harness.database.db.select().from(users).where(eq(users.phone, site.adminPhone));
    expect(admin).toMatchObject({ role: 'admin', tenantId: created.id });
    const [invitation] = await harness.database.db.select().from(tenantInvitations).where(eq(tenantInvitations.tenantId, created.id));
    expect(invitation!.acceptedAt).not.toBeNull();

    const someoneElse = uniquePhone();
    const otherCode = await requestCode(harness.app, host, outbox, someoneElse);
    await verifyOtp(harness.app, host, {
      phone: someoneElse,
      otp: otherCode,
      name: 'Bo',
      gender: 'male',
      email: 'bo@x.example',
      companyName: 'Initech',
    });
    const [member] = await harness.database.db.select().from(users).where(eq(users.phone, someoneElse));
    expect(member!.role).toBe('member');
  });
});

describe('changing a site', () => {
  it('changes name, hosts, modules and email domains; refuses a host another site has', async () => {
    const created = (await platform('POST', '/api/platform/tenants', newSite())).json().data;
    const modules = { olympicsMicrosite: false, payments: false, tournaments: true, coupons: false, ssoProviders: true };
    const changed = await platform('PATCH', `/api/platform/tenants/${created.id}`, {
      name: 'Initech Sports',
      hostnames: ['sports.initech.example'],
      modules,
      allowedEmailDomains: ['Initech.example'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Initech Sports',
      hostnames: ['sports.initech.example'],
      modules,
      allowedEmailDomains: ['initech.example'],
    });

    const host = 'sports.initech.example';
    const config = (await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host } })).json().data;
    expect(config.modules).toEqual(modules);
    expect(config.featureFlags.corporateOlympics.register).toBe(false);
    expect(config.featureFlags.modules.myCoupons).toBe(false);
    const admin = await createUser(harness.database.db, created.id, { role: 'admin' });
    const adminToken = await signInAs(harness.app, admin);
    const payments = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/payments/settings',
      headers: { host, authorization: `Bearer ${adminToken}` },
    });
    expect(payments.statusCode).toBe(404);
    expect(payments.json().error).toBe('MODULE_OFF');
    const coupons = await harness.app.inject({
      method: 'GET',
      url: '/api/customer/coupons',
      headers: { host, authorization: `Bearer ${adminToken}` },
    });
    expect(coupons.json().error).toBe('MODULE_OFF');

    const clash = await platform('PATCH', `/api/platform/tenants/${created.id}`, { hostnames: ['taken.example.com'] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toHaveProperty('hostnames');
    expect((await platform('PATCH', `/api/platform/tenants/${created.id}`, { status: 'suspended' })).statusCode).toBe(400);
    expect((await platform('PATCH', '/api/platform/tenants/999999', { name: 'Nobody' })).statusCode).toBe(404);
  });
});

describe('branding a site (issue 29: the site looks like the company)', () => {
  it('takes the site name and colours at creation and in an edit, with the readable text colour for each', async () => {
    const site = newSite({ branding: { siteName: 'Initech Games', primaryColor: '#7c2d12', accentColor: '#fde047' } });
    const created = (await platform('POST', '/api/platform/tenants', site)).json().data;
    const host = site.hostnames[0]!.toLowerCase();
    const config = async () => (await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host } })).json().data;
    expect((await config()).branding).toMatchObject({
      siteName: 'Initech Games',
      primaryColor: '#7c2d12',
      primaryTextColor: '#ffffff',
      accentColor: '#fde047',
      accentTextColor: '#0f172a',
    });
    const changed = await platform('PATCH', `/api/platform/tenants/${created.id}`, { branding: { primaryColor: '#14532d' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.branding).toMatchObject({ siteName: 'Initech Games', primaryColor: '#14532d' });
    expect((await config()).branding.primaryColor).toBe('#14532d');
  });

  it('refuses a colour no text is readable on, naming the field, and makes no site', async () => {
    const before = await tenantCount();
    const site = newSite({ branding: { primaryColor: '#777777' } });
    const refused = await platform('POST', '/api/platform/tenants', site);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['branding.primaryColor']);
    expect(refused.json().message).toMatch(/4\.5:1/);
    expect(await tenantCount()).toBe(before);
    const unknownField = await platform('POST', '/api/platform/tenants', newSite({ branding: { logoUrl: 'https://evil.example/x.png' } }));
    expect(unknownField.statusCode).toBe(400);
  });
});

describe('suspending a site', () => {
  it('shows maintenance, refuses sign-in, reads and writes; resume restores them', async () => {
    const site = await createTenant(harness.database.db, { hostnames: ['paused.example.com'] });
    const member = await createUser(harness.database.db, site.id);
    const memberToken = await signInAs(harness.app, member);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      harness.app.inject({
        method,
        url,
        headers: { host: site.hostname, authorization: `Bearer ${memberToken}` },
        ...(payload ? { payload } : {}),
      });

    expect((await platform('POST', `/api/platform/tenants/${site.id}/suspend`)).json().data.status).toBe('suspended');
    expect((await call('GET', '/api/user/landing')).json().data).toEqual({ maintenance: true });
    expect((await call('GET', '/api/tenant-config')).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/customer/generateOtp', { phone: member.phone, captchaToken: 'x' }],
      ['GET', '/api/captcha/challenge'],
      ['GET', '/api/public/event-calendar'],
      ['GET', '/api/auth/me'],
      ['POST', '/api/customer/verifyOtp', { phone: member.phone, otp: '123456' }],
      ['POST', '/api/contact', { name: 'A', email: 'a@b.example', message: 'Hello there' }],
    ] as const) {
      const refused = await call(method, url, payload);
      expect(refused.statusCode, url).toBe(503);
      expect(refused.json().error).toBe('TENANT_SUSPENDED');
    }

    expect((await platform('POST', `/api/platform/tenants/${site.id}/resume`)).json().data.status).toBe('active');
    expect((await call('GET', '/api/user/landing')).json().data).toEqual({ maintenance: false });
    expect((await call('GET', '/api/auth/me')).statusCode).toBe(200);
    const actions = (await platform('GET', '/api/platform/audit'))
      .json()
      .data.entries.filter((entry: { tenantId: number }) => entry.tenantId === site.id);
    expect(actions.map((entry: { action: string }) => entry.action)).toEqual(['tenant.resumed', 'tenant.suspended']);
  });
});

describe('who may use the console', () => {
  it('requires two-factor authentication of an operator, and exists only on the platform host', async () => {
    const account = await createOperator(harness.app, uniquePhone());
    const withoutMfa = await platform('GET', '/api/platform/tenants', undefined, await signInAs(harness.app, account));
    expect(withoutMfa.statusCode).toBe(403);
    expect(withoutMfa.json().error).toBe('MFA_SETUP_REQUIRED');
    const onTenantHost = await platform('GET', '/api/platform/tenants', undefined, operatorToken, existing.hostname);
    expect(onTenantHost.statusCode).toBe(404);
    const tenantAdmin = await signInAs(harness.app, await createUser(harness.database.db, existing.id, { role: 'admin' }));
    expect((await platform('GET', '/api/auth/me', undefined, tenantAdmin)).statusCode).toBe(204);
    expect((await platform('GET', '/api/auth/me', undefined, operatorToken, existing.hostname)).statusCode).toBe(204);
  });
});

describe('an unknown host', () => {
  it('is a 404 TENANT_NOT_FOUND in production, the default tenant in development', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        DATA_ENCRYPTION_KEY: 'y'.repeat(40),
        UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
      },
      database: harness.database,
    });
    const answer = await production.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: 'nobody.example.org' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: 'TENANT_NOT_FOUND', message: 'No Podium site at this address.' });
    await production.app.close();
  });
});

describe("an operator's logo upload", () => {
  const uploadLogo = (
    tenantId: number,
    fileName: string,
    type: string,
    bytes: Buffer,
    token = operatorToken,
    host = PLATFORM_TEST_HOST,
  ) => {
    const body = multipartPicture(fileName, type, bytes);
    return harness.app.inject({
      method: 'POST',
      url: `/api/platform/tenants/${tenantId}/logo`,
      headers: { host, authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it("replaces the site's logo and app icons, shown in its tenant-config and audited; the other sites keep theirs", async () => {
    const site = (await platform('POST', '/api/platform/tenants', newSite())).json().data;
    const answer = await uploadLogo(site.id, 'initech.png', 'image/png', await solidPicture('png', 256, 128));
    expect(answer.statusCode, answer.body).toBe(200);
    const branding = answer.json().data.branding;
    expect(branding.logoUrl).toMatch(/^\/api\/uploads\/branding\/.+\.png$/);
    expect(branding.iconUrls.icon192).toMatch(/^\/api\/uploads\/branding\/.+\.png$/);

    const config = await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: site.hostnames[0] } });
    expect(config.json().data.branding.logoUrl).toBe(branding.logoUrl);
    const logo = await harness.app.inject({ method: 'GET', url: branding.logoUrl, headers: { host: site.hostnames[0] } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');

    const other = await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: existing.hostname } });
    expect(other.json().data.branding.logoUrl).toBe('/brand/logo.svg');
    const audit = await harness.database.db.select().from(platformAuditLog).where(eq(platformAuditLog.tenantId, site.id));
    expect(audit.map((row) => row.action)).toContain('tenant.logo-replaced');
  });

  it('refuses a file that is not a picture under the file field, an unknown site, and anyone but an operator', async () => {
    const site = (await platform('POST', '/api/platform/tenants', newSite())).json().data;
    const notPicture = await uploadLogo(site.id, 'logo.png', 'image/png', Buffer.from('not a picture at all'));
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().fields.file[0]).toEqual(expect.any(String));
    const notMultipart = await platform('POST', `/api/platform/tenants/${site.id}/logo`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().fields.file[0]).toBe('Send the logo as multipart/form-data in a field named "file".');
    const unknown = await uploadLogo(999_999, 'logo.png', 'image/png', await solidPicture('png', 64, 64));
    expect(unknown.statusCode).toBe(404);
    const tenantAdmin = await signInAs(harness.app, await createUser(harness.database.db, existing.id, { role: 'admin' }));
    const refused = await uploadLogo(
      existing.id,
      'logo.png',
      'image/png',
      await solidPicture('png', 64, 64),
      tenantAdmin,
      existing.hostname,
    );
    expect(refused.statusCode).toBe(404);
  });
});

describe("an invitation link's lookup on the sign-in page", () => {
  const lookup = (host: string, token: string) =>
    harness.app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: { host } });

  it('says whose site it is and that it is open, then used after the invited phone signs in', async () => {
    const site = newSite();
    const created = (await platform('POST', '/api/platform/tenants', site)).json().data;
    const host = created.hostnames[0];
    const token = created.inviteUrl.split('invite=')[1];
    const open = await lookup(host, token);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toEqual({
      status: 'open',
      siteName: site.name,
      phoneEnding: site.adminPhone.slice(-2),
      expiresAt: new Date(harness.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(open.body).not.toContain(site.adminPhone);

    // Not this site's link: another site's host does not know it.
    expect((await lookup(existing.hostname, token)).statusCode).toBe(404);

    const code = await requestCode(harness.app, host, outbox, site.adminPhone);
    const signedIn = await verifyOtp(harness.app, host, {
      phone: site.adminPhone,
      otp: code,
      name: 'Ula Used',
      gender: 'female',
      email: `ula.${site.slug}@initech.example`,
      companyName: 'Initech',
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await lookup(host, token)).json().data.status).toBe('used');
  });

  it('says expired after 7 days, and refuses a cut-off or unknown token with a sentence', async () => {
    const created = (await platform('POST', '/api/platform/tenants', newSite())).json().data;
    const host = created.hostnames[0];
    const token = created.inviteUrl.split('invite=')[1];
    harness.clock.advanceSeconds(7 * 86_400 + 1);
    expect((await lookup(host, token)).json().data.status).toBe('expired');

    const cut = await lookup(host, token.slice(0, 20));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toContain('This invitation link is not complete.');
    const unknown = await lookup(host, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This invitation link is not for this site. Open the link exactly as you received it, or ask for a new one.',
    );
  });
});
