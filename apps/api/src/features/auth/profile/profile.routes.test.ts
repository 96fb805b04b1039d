import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../../test/factories';
import { coupons, users } from '../../../db/schema/index';
import { verifyPersonalCode } from '../personal-code/personal-code';

let testApp: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let user: Awaited<ReturnType<typeof createUser>>;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  tenant = await createTenant(testApp.database.db);
  const company = await createCompany(testApp.database.db, tenant.id, 'Profile Co');
  user = await createUser(testApp.database.db, tenant.id, { name: 'Pat Profile', companyId: company.id });
  token = await signInAs(testApp.app, user);
  await testApp.database.db.insert(coupons).values({
    tenantId: tenant.id,
    userId: user.id,
    ruleKey: 'welcome',
    code: 'WELCOME10',
    title: '10% off',
    partner: 'Sports Shop',
    value: '10%',
  });
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}, host = tenant.hostname) =>
  testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

describe('GET /api/customer/profile', () => {
  it('answers the user, a personal QR code that verifies, and the coupons', async () => {
    const answer = await get('/api/customer/profile', bearer(token));
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data.user).toEqual({
      id: user.id,
      name: 'Pat Profile',
      email: user.email,
      phone: user.phone,
      gender: null,
      role: 'member',
      profileUrl: null,
      companyId: user.companyId,
      companyName: 'Profile Co',
      mfaEnabled: false,
    });
    expect(data.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(data.coupons).toEqual([expect.objectContaining({ code: 'WELCOME10', title: '10% off', redeemedAt: null })]);
  });

  it('reads the token from the access-token header and the token cookie too', async () => {
    expect((await get('/api/customer/profile', { 'access-token': token })).statusCode).toBe(200);
    expect((await get('/api/customer/profile', { cookie: `token=${token}` })).statusCode).toBe(200);
  });

  it.each([
    ['no token', () => ({})],
    ['a bad token', () => bearer('not.a.jwt')],
    ['a forged token', () => bearer(token.slice(0, -4) + 'AAAA')],
  ])('answers 401 with a message for %s', async (_name, headers) => {
    const answer = await get('/api/customer/profile', headers());
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ success: false, error: 'UNAUTHENTICATED', message: 'Session expired. Please login again.' });
  });

  it('refuses an expired session (30 days, absolute)', async () => {
    const shortLived = await signInAs(testApp.app, user);
    testApp.clock.advanceSeconds(30 * 86_400 + 1);
    expect((await get('/api/customer/profile', bearer(shortLived))).statusCode).toBe(401);
    testApp.clock.advanceSeconds(-(30 * 86_400 + 1));
  });

  it("refuses another tenant's token", async () => {
    const other = await createTenant(testApp.database.db);
    expect((await get('/api/customer/profile', bearer(token), other.hostname)).statusCode).toBe(401);
  });
});

describe('GET /api/customer/qr-code', () => {
  it('answers the QR code; rotating the nonce revokes the old code', async () => {
    const answer = await get('/api/customer/qr-code', bearer(token));
    expect(answer.json()).toMatchObject({ success: true, data: { qrCode: expect.stringMatching(/^data:image\/png;base64,/) } });
    expect((await get('/api/customer/qr-code')).statusCode).toBe(401);
    const { signPersonalCode } = await import('../personal-code/personal-code');
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    const text = signPersonalCode(testApp.app.deps.secrets.sessionSecret, row!);
    expect(verifyPersonalCode(testApp.app.deps.secrets.sessionSecret, text, row!)).toBe(true);
    const [rotated] = await testApp.database.db
      .update(users)
      .set({ personalCodeNonce: '11111111-1111-4111-8111-111111111111' })
      .where(eq(users.id, user.id))
      .returning();
    expect(verifyPersonalCode(testApp.app.deps.secrets.sessionSecret, text, rotated!)).toBe(false);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the current user, or 204 when nobody is signed in', async () => {
    const answer = await get('/api/auth/me', bearer(token));
    expect(answer.json()).toMatchObject({ success: true, user: { id: user.id, name: 'Pat Profile' } });
    const nobody = await get('/api/auth/me');
    expect(nobody.statusCode).toBe(204);
    expect(nobody.body).toBe('');
  });
});

describe('logout', () => {
  it('POST revokes the session at once; other sessions live on', async () => {
    const mine = await signInAs(testApp.app, user);
    const other = await signInAs(testApp.app, user);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: tenant.hostname, ...bearer(mine) },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Logged out' });
    expect(answer.headers['set-cookie']).toContain('token=;');
    expect((await get('/api/customer/profile', bearer(mine))).statusCode).toBe(401);
    expect((await get('/api/auth/me', bearer(mine))).statusCode).toBe(204);
    expect((await get('/api/customer/profile', bearer(other))).statusCode).toBe(200);
  });

  it('GET answers 405 and signs nobody out (a link could forge it); logging out without a session is harmless', async () => {
    const mine = await signInAs(testApp.app, user);
    const forged = await get('/api/auth/logout', { cookie: `token=${mine}` });
    expect(forged.statusCode).toBe(405);
    expect(forged.headers.allow).toBe('POST');
    expect(forged.json()).toMatchObject({ success: false, error: 'METHOD_NOT_ALLOWED' });
    expect((await get('/api/customer/profile', bearer(mine))).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host: tenant.hostname } })).statusCode).toBe(
      200,
    );
  });
});
