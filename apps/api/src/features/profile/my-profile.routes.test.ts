import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { coupons, users } from '../../db/schema/index';
import { personalCodeImage, signPersonalCode, verifyPersonalCode } from '../auth/personal-code/personal-code';
import { createCheckInEvent } from '../check-in/check-in.test-fixtures';

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
      emailVerified: false,
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
    const { signPersonalCode } = await import('../auth/personal-code/personal-code');
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

describe('POST /api/customer/qr-code/rotate', () => {
  it('gives a new code at once; staff scanning the old one are refused, the new one checks in', async () => {
    const db = testApp.database.db;
    testApp.clock.set('2026-06-01T10:00:00.000Z');
    const games = await createCheckInEvent(db, tenant);
    const member = await createUser(db, tenant.id, { name: 'Rita Rotate' });
    const memberToken = await signInAs(testApp.app, member);
    const staffToken = await signInAs(testApp.app, await createUser(db, tenant.id, { role: 'staff' }));
    const secret = testApp.app.deps.secrets.sessionSecret;
    const rowOf = async () => (await db.select().from(users).where(eq(users.id, member.id)))[0]!;
    const scan = (code: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/staff/checkins/scan',
        headers: { host: tenant.hostname, ...bearer(staffToken) },
        payload: { code, eventId: games.event.id, sportId: games.chess.id, venueId: games.club.id },
      });
    const rotate = (headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'POST', url: '/api/customer/qr-code/rotate', headers: { host: tenant.hostname, ...headers } });

    const oldCode = signPersonalCode(secret, await rowOf());
    const before = (await get('/api/customer/qr-code', bearer(memberToken))).json().data.qrCode;
    expect((await rotate()).statusCode).toBe(401);

    const rotated = await rotate(bearer(memberToken));
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ success: true, message: 'You have a new QR code. The old one no longer works.' });
    const after = await rowOf();
    expect(rotated.json().data.qrCode).toBe(await personalCodeImage(secret, after));
    expect(rotated.json().data.qrCode).not.toBe(before);
    expect((await get('/api/customer/qr-code', bearer(memberToken))).json().data.qrCode).toBe(rotated.json().data.qrCode);

    const refused = await scan(oldCode);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, error: 'INVALID_CODE' });
    expect(refused.json().message).toContain('revoked');
    const accepted = await scan(signPersonalCode(secret, after));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ userType: 'Visitor', results: [{ isNew: true }] });
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
