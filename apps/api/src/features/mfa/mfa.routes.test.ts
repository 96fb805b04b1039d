import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/contracts/messages';
import { formatRecoveryCode } from '@podium/contracts/mfa/mfa-rules';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { ensureOathtool, oathtoolTotp } from './ensure-oathtool.testing';
import { challengeFor, enableMfa, injectAs } from './mfa-test-support.testing';
import { totpCodeAt, totpCodeForStep, totpStepAt } from './totp';

let harness: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let otherTenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  harness = await createTestApp();
  tenant = await createTenant(harness.database.db);
  otherTenant = await createTenant(harness.database.db);
});
afterAll(() => harness.close());

const as = (token?: string, host = tenant.hostname) => injectAs(harness.app, host, token);
const now = () => harness.clock.now().getTime();
const newUser = (tenantId = tenant.id) => createUser(harness.database.db, tenantId);
const loginWithCode = (mfaChallengeToken: string, totpCode: string) =>
  as()('POST', '/api/mfa/verify-login-mfa', { mfaChallengeToken, totpCode });

describe('setup', () => {
  it('needs a session, and refuses a token of another tenant', async () => {
    const user = await newUser();
    const unsigned = await as()('GET', '/api/mfa/status');
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ success: false, error: 'UNAUTHENTICATED', message: MESSAGES.mfa.tokenNotFound });
    const elsewhere = await as(await signInAs(harness.app, user), otherTenant.hostname)('POST', '/api/mfa/initiate-setup');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('issues a pending secret with an otpauth URL; codes turn MFA on with ten recovery codes and a new session', async () => {
    const user = await newUser();
    const firstToken = await signInAs(harness.app, user);
    const otherDevice = await signInAs(harness.app, user);
    const call = as(firstToken);
    const setup = (await call('POST', '/api/mfa/initiate-setup')).json();
    const url = new URL(setup.otpauthUrl);
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBe(tenant.settings.siteTitle);
    expect(decodeURIComponent(url.pathname)).toBe(`/${tenant.settings.siteTitle}:${user.phone}`);
    expect(setup.recoveryCodes).toEqual([]);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const [stored] = await harness.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.mfaEnabled).toBe(false);
    expect(stored!.mfaPendingSecretEncrypted).toBeTruthy();
    expect(stored!.mfaPendingSecretEncrypted).not.toContain(setup.secret);
    expect((await call('GET', '/api/mfa/status')).json()).toMatchObject({ isMfaEnabled: false });

    const wrong = await call('POST', '/api/mfa/verify-setup', { totpCode: totpCodeForStep(setup.secret, totpStepAt(now()) + 3) });
    expect(wrong.statusCode).toBe(400);
    // Well-formed but wrong: says it did not match (not that it is malformed).
    expect(wrong.json()).toMatchObject({
      error: 'MFA_INVALID_CODE',
      message: 'That code did not match. Check the time on your phone and try again.',
    });
    const malformed = await call('POST', '/api/mfa/verify-setup', { totpCode: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(MESSAGES.mfa.setupCodeInvalid);

    const verified = await call('POST', '/api/mfa/verify-setup', { totpCode: totpCodeAt(setup.secret, now()) });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user).toMatchObject({ id: user.id, mfaEnabled: true });
    expect(JSON.stringify(body)).not.toMatch(/secret|Encrypted/i);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

    // The session renews: the old tokens (this device's and the other device's) end.
    expect((await as(firstToken)('GET', '/api/mfa/status')).statusCode).toBe(401);
    expect((await as(otherDevice)('GET', '/api/mfa/status')).statusCode).toBe(401);
    const status = (await as(body.token)('GET', '/api/mfa/status')).json();
    expect(status).toMatchObject({ success: true, isMfaEnabled: true, recoveryCodesRemaining: 10 });

    const [enabled] = await harness.database.db.select().from(users).where(eq(users.id, user.id));
    expect(enabled!.mfaSecretEncrypted).toBeTruthy();
    expect(enabled!.mfaSecretEncrypted).not.toContain(setup.secret);
    expect(enabled!.mfaPendingSecretEncrypted).toBeNull();
    expect((await as(body.token)('POST', '/api/mfa/initiate-setup')).json().error).toBe('MFA_ALREADY_ENABLED');
  });

  const oathtool = ensureOathtool();
  it.skipIf(!oathtool.ok)('accepts a code that oathtool makes from the secret we issue', async () => {
    const call = as(await signInAs(harness.app, await newUser()));
    const { secret } = (await call('POST', '/api/mfa/initiate-setup')).json();
    const totpCode = oathtoolTotp(oathtool.ok ? oathtool.path : '', secret, now());
    const verified = await call('POST', '/api/mfa/verify-setup', { totpCode });
    expect(verified.statusCode).toBe(200);
  });
});

describe('login challenge', () => {
  it('signs in with a current code, and never accepts that code again', async () => {
    const user = await newUser();
    const { secret } = await enableMfa(harness.app, harness.clock, tenant.hostname, user);
    const code = totpCodeAt(secret, now());
    const signedIn = await loginWithCode(await challengeFor(harness.app, user), code);
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json();
    expect(body.user).toMatchObject({ id: user.id, mfaEnabled: true });
    expect(body.data.token).toBe(body.token);
    expect((await as(body.token)('GET', '/api/mfa/status')).statusCode).toBe(200);

    // Replay: same code, fresh challenge, still inside its window.
    harness.clock.advanceSeconds(10);
    const replay = await loginWithCode(await challengeFor(harness.app, user), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'MFA_INVALID_CODE', message: MESSAGES.mfa.invalidCode });

    // An earlier step's code is refused too once a later step was accepted.
    const earlier = await loginWithCode(await challengeFor(harness.app, user), totpCodeForStep(secret, totpStepAt(now()) - 1));
    expect(earlier.statusCode).toBe(400);
  });

  it('accepts one step either side of now, and not two', async () => {
    const user = await newUser();
    const { secret } = await enableMfa(harness.app, harness.clock, tenant.hostname, user);
    harness.clock.advanceSeconds(120);
    const step = totpStepAt(now());
    const attempt = async (offset: number) =>
      (await loginWithCode(await challengeFor(harness.app, user), totpCodeForStep(secret, step + offset))).statusCode;
    expect(await attempt(-2)).toBe(400);
    expect(await attempt(-1)).toBe(200);
    expect(await attempt(0)).toBe(200);
    expect(await attempt(2)).toBe(400);
    expect(await attempt(1)).toBe(200);
  });

  it('refuses expired, reused, tampered, foreign and session tokens', async () => {
    const user = await newUser();
    const { secret, token: sessionToken } = await enableMfa(harness.app, harness.clock, tenant.hostname, user);
    const refused = { error: 'MFA_CHALLENGE_INVALID', message: MESSAGES.mfa.tokenNotFound };

    const expiring = await challengeFor(harness.app, user);
    harness.clock.advanceSeconds(301);
    const expired = await loginWithCode(expiring, totpCodeAt(secret, now()));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject(refused);

    const once = await challengeFor(harness.app, user);
    expect((await loginWithCode(once, totpCodeAt(secret, now()))).statusCode).toBe(200);
    harness.clock.advanceSeconds(30);
    expect((await loginWithCode(once, totpCodeAt(secret, now()))).json()).toMatchObject(refused);

    const genuine = await challengeFor(harness.app, user);
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(user.id + 1) })).toString('base64url');
    expect((await loginWithCode(`${header}.${forgedPayload}.${signature}`, totpCodeAt(secret, now()))).json()).toMatchObject(refused);
    const noneAlg = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await loginWithCode(noneAlg, totpCodeAt(secret, now()))).json()).toMatchObject(refused);
    expect((await loginWithCode(sessionToken, totpCodeAt(secret, now()))).json()).toMatchObject(refused);
    expect((await as(genuine)('GET', '/api/mfa/status')).statusCode).toBe(401);

    const foreign = await as(undefined, otherTenant.hostname)('POST', '/api/mfa/verify-login-mfa', {
      mfaChallengeToken: genuine,
      totpCode: totpCodeAt(secret, now()),
    });
    expect(foreign.json()).toMatchObject(refused);
    // The genuine token was not spent by those refusals.
    expect((await loginWithCode(genuine, totpCodeAt(secret, now()))).statusCode).toBe(200);
  });

  it('closes a challenge after 5 wrong codes, and locks MFA for 15 minutes after 10 in a row', async () => {
    const user = await newUser();
    const { secret } = await enableMfa(harness.app, harness.clock, tenant.hostname, user);
    const wrongCode = () => totpCodeForStep(secret, totpStepAt(now()) + 5);

    const first = await challengeFor(harness.app, user);
    for (let attempt = 0; attempt < 5; attempt++) expect((await loginWithCode(first, wrongCode())).statusCode).toBe(400);
    const closed = await loginWithCode(first, totpCodeAt(secret, now()));
    expect(closed.statusCode).toBe(401);

    const second = await challengeFor(harness.app, user);
    for (let attempt = 0; attempt < 4; attempt++) expect((await loginWithCode(second, wrongCode())).statusCode).toBe(400);
    const tenth = await loginWithCode(second, wrongCode());
    expect(tenth.statusCode).toBe(400);

    const third = await challengeFor(harness.app, user);
    const locked = await loginWithCode(third, totpCodeAt(secret, now()));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'MFA_LOCKED', message: MESSAGES.otp.tooManyAttempts });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);

    harness.clock.advanceSeconds(14 * 60);
    expect((await loginWithCode(await challengeFor(harness.app, user), totpCodeAt(secret, now()))).statusCode).toBe(429);
    harness.clock.advanceSeconds(61);
    expect((await loginWithCode(await challengeFor(harness.app, user), totpCodeAt(secret, now()))).statusCode).toBe(200);

    const events = (await as(await signInAs(harness.app, user))('GET', '/api/mfa/security-events')).json().data;
    expect(events.filter((event: { kind: string }) => event.kind === 'mfa_challenge_failed')).toHaveLength(10);
    expect(events.some((event: { kind: string }) => event.kind === 'mfa_locked')).toBe(true);
  });
});

describe('recovery codes', () => {
  it('each works once, in any case or grouping, and the answer says how many are left', async () => {
    const user = await newUser();
    const { recoveryCodes } = await enableMfa(harness.app, harness.clock, tenant.hostname, user);
    const use = async (recoveryCode: string, userId = user.id) =>
      as()('POST', '/api/mfa/use-recovery-code', { userId, recoveryCode, mfaChallengeToken: await challengeFor(harness.app, user) });

    const typed = formatRecoveryCode(recoveryCodes[0]!).toLowerCase();
    const first = await use(typed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ recoveryCodesRemaining: 9, user: { id: user.id } });
    expect(first.json().message).toContain('9 recovery codes left');
    expect((await as(first.json().token)('GET', '/api/mfa/status')).statusCode).toBe(200);

    const again = await use(recoveryCodes[0]!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'MFA_INVALID_CODE', message: MESSAGES.mfa.invalidRecoveryCode });
    expect((await use('not-a-code')).json().message).toBe(MESSAGES.mfa.invalidRecoveryCode);
    expect((await use(recoveryCodes[1]!, user.id + 1000)).statusCode).toBe(401);
    const blank = await use('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(MESSAGES.mfa.recoveryRequired);

    const events = (await as(first.json().token)('GET', '/api/mfa/security-events')).json().data;
    expect(events.find((event: { kind: string }) => event.kind === 'recovery_code_used')).toMatchObject({ recoveryCodesRemaining: 9 });
  });

  it('regenerating with a current code makes the old ones stop working', async () => {
    const user = await newUser();
    const { secret, token, recoveryCodes } = await enableMfa(harness.app, harness.clock, tenant.hostname, user);
    expect((await as(token)('POST', '/api/mfa/recovery-codes/regenerate', { totpCode: '000000' })).statusCode).toBe(400);
    const regenerated = await as(token)('POST', '/api/mfa/recovery-codes/regenerate', { totpCode: totpCodeAt(secret, now()) });
    expect(regenerated.statusCode).toBe(200);
    const fresh: string[] = regenerated.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const use = async (recoveryCode: string) =>
      (
        await as()('POST', '/api/mfa/use-recovery-code', {
          userId: user.id,
          recoveryCode,
          mfaChallengeToken: await challengeFor(harness.app, user),
        })
      ).statusCode;
    expect(await use(recoveryCodes[0]!)).toBe(400);
    expect(await use(fresh[0]!)).toBe(200);
  });
});

describe('skip', () => {
  it('is refused where setup is not required', async () => {
    const response = await as(await signInAs(harness.app, await newUser()))('POST', '/api/mfa/skip-setup');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('MFA_SKIP_NOT_ALLOWED');
  });

  it('postpones a required setup by 7 days', async () => {
    const strict = await createTenant(harness.database.db, { mfaSetupRequired: true });
    const call = as(await signInAs(harness.app, await newUser(strict.id)), strict.hostname);
    expect((await call('GET', '/api/mfa/status')).json()).toMatchObject({ isSetupRequired: true, isSetupDue: true, canSkipSetup: true });
    const skipped = await call('POST', '/api/mfa/skip-setup');
    expect(skipped.statusCode).toBe(200);
    expect(Date.parse(skipped.json().reminderAt) - now()).toBe(7 * 86_400_000);
    expect((await call('GET', '/api/mfa/status')).json()).toMatchObject({ isSetupDue: false });
    harness.clock.advanceSeconds(7 * 86_400 + 1);
    expect((await call('GET', '/api/mfa/status')).json()).toMatchObject({ isSetupDue: true });
  });

  it('is allowed once per 7 days: a second skip is refused and moves no reminder; after 7 days one more is allowed', async () => {
    const strict = await createTenant(harness.database.db, { mfaSetupRequired: true });
    const user = await newUser(strict.id);
    const call = as(await signInAs(harness.app, user), strict.hostname);
    const first = await call('POST', '/api/mfa/skip-setup');
    expect(first.statusCode).toBe(200);
    const reminderAt: string = first.json().reminderAt;
    expect((await call('GET', '/api/mfa/status')).json()).toMatchObject({ isSetupRequired: true, canSkipSetup: false, reminderAt });

    harness.clock.advanceSeconds(6 * 86_400);
    const again = await call('POST', '/api/mfa/skip-setup');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ success: false, error: 'MFA_SKIP_NOT_ALLOWED' });
    expect(again.json().message).toBe(
      `You already skipped two-factor setup. You can skip again after ${reminderAt.slice(0, 10)}; please set it up now.`,
    );
    const [stored] = await harness.database.db.select({ at: users.mfaReminderAt }).from(users).where(eq(users.id, user.id));
    expect(stored!.at!.toISOString()).toBe(reminderAt);

    harness.clock.advanceSeconds(86_400);
    expect((await call('GET', '/api/mfa/status')).json()).toMatchObject({ isSetupDue: true, canSkipSetup: true });
    const later = await call('POST', '/api/mfa/skip-setup');
    expect(later.statusCode).toBe(200);
    expect(Date.parse(later.json().reminderAt) - now()).toBe(7 * 86_400_000);
  });

  it('lets only one of two skips sent at once through', async () => {
    const strict = await createTenant(harness.database.db, { mfaSetupRequired: true });
    const call = as(await signInAs(harness.app, await newUser(strict.id)), strict.hostname);
    const answers = await Promise.all([call('POST', '/api/mfa/skip-setup'), call('POST', '/api/mfa/skip-setup')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
  });

  it('is allowed for a user flagged to set up MFA', async () => {
    const user = await newUser();
    await harness.database.db.update(users).set({ mfaSetupRequired: true }).where(eq(users.id, user.id));
    expect((await as(await signInAs(harness.app, user))('POST', '/api/mfa/skip-setup')).statusCode).toBe(200);
  });
});

describe('disable', () => {
  it('needs a session (401 with the spec text) and a current code', async () => {
    const unsigned = await as()('POST', '/api/mfa/disable', { totpCode: '123456' });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe(MESSAGES.mfa.disableUnauthorized);
    const user = await newUser();
    const { token } = await enableMfa(harness.app, harness.clock, tenant.hostname, user);
    const empty = await as(token)('POST', '/api/mfa/disable', { totpCode: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(MESSAGES.mfa.disableCodeRequired);
    expect((await as(token)('POST', '/api/mfa/disable', { totpCode: '000000' })).json().message).toBe(MESSAGES.mfa.invalidCode);
  });

  it('turns MFA off, ends the other sessions, and is written to the security log', async () => {
    const user = await newUser();
    const { secret, token, recoveryCodes } = await enableMfa(harness.app, harness.clock, tenant.hostname, user);
    const otherSession = (await loginWithCode(await challengeFor(harness.app, user), totpCodeAt(secret, now()))).json().token;
    harness.clock.advanceSeconds(30);
    const disabled = await as(token)('POST', '/api/mfa/disable', { totpCode: totpCodeAt(secret, now()) });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ success: true, isMfaEnabled: false });
    expect((await as(otherSession)('GET', '/api/mfa/status')).statusCode).toBe(401);
    expect((await as(token)('GET', '/api/mfa/status')).json()).toMatchObject({ isMfaEnabled: false, recoveryCodesRemaining: 0 });
    expect(
      (
        await as()('POST', '/api/mfa/use-recovery-code', {
          userId: user.id,
          recoveryCode: recoveryCodes[0],
          mfaChallengeToken: await challengeFor(harness.app, user),
        })
      ).statusCode,
    ).toBe(401);

    const kinds = (await as(token)('GET', '/api/mfa/security-events')).json().data.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['mfa_enabled', 'mfa_disabled']));
    // Another user's log is their own.
    expect((await as(await signInAs(harness.app, await newUser()))('GET', '/api/mfa/security-events')).json().data).toEqual([]);
  });
});
