import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PRIVACY_POLICY_VERSION } from '@podium/contracts/privacy/privacy-policy';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs, uniquePhone } from '../../../test/factories';
import {
  attendance,
  auditLog,
  coupons,
  otpSendBudgets,
  paymentOrders,
  refunds,
  registrations,
  sessions,
  userIdentities,
  users,
} from '../../db/schema/index';
import { createOutbox, requestCode, verifyOtp } from '../auth/auth-test-kit';
import { createCheckInEvent, type CheckInEvent } from '../check-in/check-in.test-fixtures';
import { givePersonAHistory } from './data-rights.test-fixtures';

let harness: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let otherTenant: Awaited<ReturnType<typeof createTenant>>;
let games: CheckInEvent;
let otherGames: CheckInEvent;
const outbox = createOutbox();

beforeAll(async () => {
  harness = await createTestApp({ env: { ALTCHA_MAX_NUMBER: '1000' }, overrides: { smsSender: outbox.sender } });
  tenant = await createTenant(harness.database.db);
  otherTenant = await createTenant(harness.database.db);
  games = await createCheckInEvent(harness.database.db, tenant);
  otherGames = await createCheckInEvent(harness.database.db, otherTenant);
});
afterAll(() => harness.close());

const db = () => harness.database.db;
const call = (host: string, token: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  harness.app.inject({
    method,
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
/** Waits out the one-send-per-minute limit of a phone between two codes. */
const nextMinute = () => harness.clock.advanceSeconds(61);

describe('GET /api/customer/me/export', () => {
  it('requires a session', async () => {
    expect((await call(tenant.hostname, undefined, 'GET', '/api/customer/me/export')).statusCode).toBe(401);
  });

  it("downloads the person's own data and nothing of another member or another tenant", async () => {
    const phone = uniquePhone();
    const person = await createUser(db(), tenant.id, { phone, name: 'Asha Export', email: 'asha-export@example.com' });
    await givePersonAHistory(db(), tenant.id, person.id, games, 'asha');
    const neighbour = await createUser(db(), tenant.id, { name: 'Neighbour Private' });
    await givePersonAHistory(db(), tenant.id, neighbour.id, games, 'neighbour');
    // The same number on another site is another person.
    const twin = await createUser(db(), otherTenant.id, { phone, name: 'Twin Elsewhere' });
    await givePersonAHistory(db(), otherTenant.id, twin.id, otherGames, 'twin');
    await signInAs(harness.app, twin);

    const answer = await call(tenant.hostname, await signInAs(harness.app, person), 'GET', '/api/customer/me/export');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const document = answer.json();
    expect(document).toMatchObject({
      format: 'podium-personal-data-export',
      currentPrivacyPolicyVersion: PRIVACY_POLICY_VERSION,
      profile: { id: person.id, name: 'Asha Export', phone, email: 'asha-export@example.com' },
      ssoLinks: [{ provider: 'google', subject: 'google-asha' }],
      registrations: [{ event: games.event.name, status: 'confirmed' }],
      attendance: [{ event: games.event.name, eventDay: '2026-06-01', direction: 'check-in' }],
      coupons: [{ code: 'COUPON-asha' }],
      orders: [
        {
          amountMinor: 50_000,
          refundedMinor: 10_000,
          lines: [{ amountMinor: 50_000 }],
          payments: [{ status: 'captured' }],
          refunds: [{ amountMinor: 10_000, reason: 'Refund asha' }],
        },
      ],
      securityEvents: [{ kind: 'mfa-enabled', detail: { tag: 'asha' } }],
    });
    expect(document.sessions.length).toBeGreaterThanOrEqual(1);
    // No secrets, no one else.
    for (const foreign of [
      'neighbour',
      'Neighbour Private',
      'twin',
      'Twin Elsewhere',
      'personalCodeNonce',
      'mfaSecret',
      'codeHash',
      'tokenHash',
    ]) {
      expect(answer.body).not.toContain(foreign);
    }
  });

  it('is rate limited per person', async () => {
    const token = await signInAs(harness.app, await createUser(db(), tenant.id));
    for (let index = 0; index < 5; index++)
      expect((await call(tenant.hostname, token, 'GET', '/api/customer/me/export')).statusCode).toBe(200);
    const refused = await call(tenant.hostname, token, 'GET', '/api/customer/me/export');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('deleting my account: POST /api/customer/me/deletion-code, DELETE /api/customer/me', () => {
  it('requires a session', async () => {
    expect((await call(tenant.hostname, undefined, 'POST', '/api/customer/me/deletion-code')).statusCode).toBe(401);
    expect((await call(tenant.hostname, undefined, 'DELETE', '/api/customer/me', { code: '123456' })).statusCode).toBe(401);
  });

  it('refuses a sign-in code, and the deletion code does not sign in', async () => {
    const phone = uniquePhone();
    const person = await createUser(db(), tenant.id, { phone });
    const token = await signInAs(harness.app, person);
    const signInCode = await requestCode(harness.app, tenant.hostname, outbox, phone);
    const withSignInCode = await call(tenant.hostname, token, 'DELETE', '/api/customer/me', { code: signInCode });
    expect(withSignInCode.statusCode).toBe(400);
    expect(withSignInCode.json()).toMatchObject({ error: 'OTP_EXPIRED', message: expect.stringContaining('Ask for a new code') });

    nextMinute();
    expect((await call(tenant.hostname, token, 'POST', '/api/customer/me/deletion-code')).statusCode).toBe(200);
    const deletionCode = outbox.lastCodeFor(phone);
    expect(outbox.lines.at(-1)).toContain('account deletion code');
    const signIn = await verifyOtp(harness.app, tenant.hostname, { phone, otp: deletionCode });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().token).toBeUndefined();
    expect((await userRow(person.id)).phone).toBe(phone);
  });

  it('a code refused by the resend wait leaves the SMS budgets as it found them (the endpoint fuzz caught a window left behind)', async () => {
    const token = await signInAs(harness.app, await createUser(db(), tenant.id));
    // 20 s before an hour ends: the second request falls in a new hourly budget window but inside the 60 s resend wait.
    const hourMs = 3_600_000;
    harness.clock.advanceSeconds(Math.ceil((hourMs - (harness.clock.now().getTime() % hourMs)) / 1000) - 20);
    expect((await call(tenant.hostname, token, 'POST', '/api/customer/me/deletion-code')).statusCode).toBe(200);
    harness.clock.advanceSeconds(30);
    const before = await db().select().from(otpSendBudgets);
    const refused = await call(tenant.hostname, token, 'POST', '/api/customer/me/deletion-code');
    expect(refused.statusCode).toBe(429);
    expect(await db().select().from(otpSendBudgets)).toEqual(before);
  });

  it('refuses a wrong code with a clear message, and stops after five wrong tries', async () => {
    const phone = uniquePhone();
    const person = await createUser(db(), tenant.id, { phone });
    const token = await signInAs(harness.app, person);
    nextMinute();
    expect((await call(tenant.hostname, token, 'POST', '/api/customer/me/deletion-code')).statusCode).toBe(200);
    const code = outbox.lastCodeFor(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let index = 0; index < 5; index++) {
      const refused = await call(tenant.hostname, token, 'DELETE', '/api/customer/me', { code: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'OTP_INCORRECT', message: expect.stringContaining('not right') });
    }
    const spent = await call(tenant.hostname, token, 'DELETE', '/api/customer/me', { code });
    expect(spent.json()).toMatchObject({ error: 'OTP_EXPIRED' });
    expect((await call(tenant.hostname, token, 'DELETE', '/api/customer/me', { code: 'abc' })).statusCode).toBe(400);
    expect((await userRow(person.id)).erasedAt).toBeNull();
  });

  it('erases personal data, ends every session, keeps results and payments under a placeholder; the number signs up afresh', async () => {
    const phone = uniquePhone();
    const person = await createUser(db(), tenant.id, { phone, name: 'Ravi Leaving', email: 'ravi-leaving@example.com' });
    const { registration, order } = await givePersonAHistory(db(), tenant.id, person.id, games, 'ravi');
    const twin = await createUser(db(), otherTenant.id, { phone, name: 'Ravi Elsewhere' });
    await givePersonAHistory(db(), otherTenant.id, twin.id, otherGames, 'ravi-twin');
    const token = await signInAs(harness.app, person);
    const secondDevice = await signInAs(harness.app, person);

    nextMinute();
    const sent = await call(tenant.hostname, token, 'POST', '/api/customer/me/deletion-code');
    expect(sent.json()).toMatchObject({ data: { phoneEnding: phone.slice(-4) } });
    const deleted = await call(tenant.hostname, token, 'DELETE', '/api/customer/me', { code: outbox.lastCodeFor(phone) });
    expect(deleted.statusCode).toBe(200);

    const placeholder = await userRow(person.id);
    expect(placeholder).toMatchObject({
      name: 'Deleted member',
      phone: null,
      email: null,
      gender: null,
      dateOfBirth: null,
      profileUrl: null,
    });
    expect(placeholder.mfaSecretEncrypted).toBeNull();
    expect(placeholder.erasedAt).not.toBeNull();
    expect((await call(tenant.hostname, secondDevice, 'GET', '/api/customer/profile')).statusCode).toBe(401);
    const live = await db().select().from(sessions).where(eq(sessions.userId, person.id));
    expect(live.every((session) => session.revokedAt && session.ip === null && session.userAgent === null)).toBe(true);
    expect(await db().select().from(userIdentities).where(eq(userIdentities.userId, person.id))).toEqual([]);
    expect(await db().select().from(coupons).where(eq(coupons.userId, person.id))).toEqual([]);
    // Kept: the registration, the check-in, the order and its refund, all still the placeholder's.
    expect(await db().select().from(registrations).where(eq(registrations.id, registration.id))).toHaveLength(1);
    expect(await db().select().from(attendance).where(eq(attendance.userId, person.id))).toHaveLength(1);
    expect((await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.id)))[0]).toMatchObject({ userId: person.id });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erased'), eq(auditLog.entityId, String(person.id))));
    expect(audited).toMatchObject({ tenantId: tenant.id, actorUserId: person.id, after: { by: 'self' } });
    // The other site's person with the same number is untouched.
    expect(await userRow(twin.id)).toMatchObject({ phone, name: 'Ravi Elsewhere', erasedAt: null });
    expect(await db().select().from(coupons).where(eq(coupons.userId, twin.id))).toHaveLength(1);

    nextMinute();
    const otp = await requestCode(harness.app, tenant.hostname, outbox, phone);
    const fresh = await verifyOtp(harness.app, tenant.hostname, {
      phone,
      otp,
      name: 'Ravi Again',
      gender: 'male',
      email: 'ravi-again@example.com',
      companyName: 'Acme',
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.id).not.toBe(person.id);
    const newAccount = await userRow(fresh.json().user.id);
    expect(newAccount).toMatchObject({ phone, name: 'Ravi Again', privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    const newExport = (await call(tenant.hostname, fresh.json().token, 'GET', '/api/customer/me/export')).json();
    expect(newExport).toMatchObject({
      profile: { privacyPolicyVersion: PRIVACY_POLICY_VERSION },
      registrations: [],
      orders: [],
      coupons: [],
    });
  });
});

describe('POST /api/admin/users/{userId}/erase', () => {
  it('erases a member of the admin’s site, audited with the admin and the reason', async () => {
    const admin = await createUser(db(), tenant.id, { role: 'admin' });
    const member = await createUser(db(), tenant.id, { name: 'Asked By Email' });
    const { order } = await givePersonAHistory(db(), tenant.id, member.id, games, 'by-admin');
    const memberToken = await signInAs(harness.app, member);
    const answer = await call(tenant.hostname, await signInAs(harness.app, admin), 'POST', `/api/admin/users/${member.id}/erase`, {
      reason: 'Asked by email on 27 Nov',
    });
    expect(answer.statusCode).toBe(200);
    expect(await userRow(member.id)).toMatchObject({ name: 'Deleted member', phone: null, email: null });
    expect((await call(tenant.hostname, memberToken, 'GET', '/api/customer/profile')).statusCode).toBe(401);
    expect(await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.id))).toHaveLength(1);
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erased'), eq(auditLog.entityId, String(member.id))));
    expect(audited).toMatchObject({ actorUserId: admin.id, after: { by: 'admin', reason: 'Asked by email on 27 Nov' } });
    // Twice: the person is already gone.
    const again = await call(tenant.hostname, await signInAs(harness.app, admin), 'POST', `/api/admin/users/${member.id}/erase`, {
      reason: 'Asked again',
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses another tenant's member, staff, members, a missing reason and unknown options", async () => {
    const member = await createUser(db(), tenant.id, { name: 'Stays Here' });
    const foreignAdmin = await createUser(db(), otherTenant.id, { role: 'admin' });
    const foreign = await call(
      otherTenant.hostname,
      await signInAs(harness.app, foreignAdmin),
      'POST',
      `/api/admin/users/${member.id}/erase`,
      {
        reason: 'Not mine to erase',
      },
    );
    expect(foreign.statusCode).toBe(404);
    for (const role of ['staff', 'member'] as const) {
      const token = await signInAs(harness.app, await createUser(db(), tenant.id, { role }));
      expect(
        (await call(tenant.hostname, token, 'POST', `/api/admin/users/${member.id}/erase`, { reason: 'I should not' })).statusCode,
      ).toBe(403);
    }
    const adminToken = await signInAs(harness.app, await createUser(db(), tenant.id, { role: 'admin' }));
    expect((await call(tenant.hostname, adminToken, 'POST', `/api/admin/users/${member.id}/erase`, {})).statusCode).toBe(400);
    const extra = await call(tenant.hostname, adminToken, 'POST', `/api/admin/users/${member.id}/erase`, {
      reason: 'Asked by phone',
      keepName: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(await userRow(member.id)).toMatchObject({ name: 'Stays Here', erasedAt: null });
  });
});
