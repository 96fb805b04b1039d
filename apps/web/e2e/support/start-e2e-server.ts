/**
 * Starts the real server for browser tests: the built web app and the API on one port, a fresh
 * database (a new PGlite folder, or a new PostgreSQL database when TEST_DATABASE_URL is set),
 * the demo seed and the demo test numbers. Playwright starts and stops it (webServer).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
process.chdir(repoRoot);

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  const name = `podium_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
}
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'podium-e2e-'));
process.env.PORT = process.env.E2E_PORT ?? '4173';
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'warn';
// Serve a private copy of the build, so rebuilding the web app while tests run cannot pull
// hashed assets out from under the browser.
const webDist = path.join(process.env.DATA_DIR, 'web');
cpSync(process.env.E2E_WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
process.env.WEB_DIST_DIR = webDist;
// Fixed codes for the demo accounts and for the numbers the sign-in browser tests sign in as new
// people (e2e/sign-in.spec.ts): no SMS is read in a browser test.
const { DEMO_OTP_TEST_NUMBERS } = await import('../../../api/src/config/config');
const signInTestNumbers = Array.from({ length: 10 }, (_, index) => `60000001${String(index).padStart(2, '0')}:246810`).join(',');
// The MFA browser test (e2e/mfa.spec.ts) signs up its own fresh numbers with the code 135790.
const mfaTestNumbers = Array.from({ length: 10 }, (_, index) => `60000002${String(index).padStart(2, '0')}:135790`).join(',');
// The member-pages browser test (e2e/microsite.spec.ts) signs up its own fresh numbers with the code 975310.
const memberTestNumbers = Array.from({ length: 10 }, (_, index) => `60000003${String(index).padStart(2, '0')}:975310`).join(',');
// The MFA setup prompt test (e2e/mfa-setup-prompt.spec.ts) signs in its own numbers with the code 864200.
const setupPromptNumbers = Array.from({ length: 5 }, (_, index) => `60000004${String(index).padStart(2, '0')}:864200`).join(',');
// The offline check-in test (e2e/offline-check-in.spec.ts) signs up its own numbers with the code 531246.
const offlineNumbers = Array.from({ length: 5 }, (_, index) => `60000006${String(index).padStart(2, '0')}:531246`).join(',');
process.env.OTP_TEST_NUMBERS ??= `${DEMO_OTP_TEST_NUMBERS},${signInTestNumbers},${mfaTestNumbers},${memberTestNumbers},${setupPromptNumbers},${offlineNumbers}`;
// The cold offline start test (e2e/offline-start.spec.ts) signs up its own numbers with the code 618034.
const offlineStartNumbers = Array.from({ length: 5 }, (_, index) => `60000008${String(index).padStart(2, '0')}:618034`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${offlineStartNumbers}`;
// The email verification test (e2e/email-verification.spec.ts) signs up its own numbers with the code 531642.
const verificationNumbers = Array.from({ length: 5 }, (_, index) => `60000005${String(index).padStart(2, '0')}:531642`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${verificationNumbers}`;
// The trust-breaker tests (e2e/trust-breakers.spec.ts) sign up their own numbers with the code 428642.
const trustNumbers = Array.from({ length: 10 }, (_, index) => `60000009${String(index).padStart(2, '0')}:428642`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${trustNumbers}`;
// The description-conformance test (e2e/conformance.spec.ts) signs up its own numbers with the code 314159.
const conformanceNumbers = Array.from({ length: 10 }, (_, index) => `6000001${String(index).padStart(3, '0')}:314159`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${conformanceNumbers}`;
// The paid registration test (e2e/payments.spec.ts) signs up its own numbers with the code 482615.
const paymentNumbers = Array.from({ length: 10 }, (_, index) => `60000007${String(index).padStart(2, '0')}:482615`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${paymentNumbers}`;
// The shop tests (e2e/shop-payments.spec.ts, issue 30) sign up their own numbers with the code 482615.
const shopNumbers = Array.from({ length: 10 }, (_, index) => `6000001${String(300 + index)}:482615`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${shopNumbers}`;
// The tournament console test (e2e/tournament-console.spec.ts) signs up its own numbers with the code 271828.
const tournamentNumbers = Array.from({ length: 10 }, (_, index) => `6000001${String(100 + index)}:271828`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${tournamentNumbers}`;
// The console walk (e2e/consoles-look.spec.ts) signs up its own numbers with the code 161803.
const consoleNumbers = Array.from({ length: 10 }, (_, index) => `6000001${String(200 + index)}:161803`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${consoleNumbers}`;
// The data-rights test (e2e/data-rights.spec.ts) signs up its own numbers with the code 292929.
const dataRightsNumbers = Array.from({ length: 10 }, (_, index) => `6000001${String(400 + index)}:292929`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${dataRightsNumbers}`;
// The registration eligibility test (e2e/registration-eligibility.spec.ts, issue 30) signs up its own numbers with the code 731946.
const eligibilityNumbers = Array.from({ length: 10 }, (_, index) => `60000031${String(index).padStart(2, '0')}:731946`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${eligibilityNumbers}`;
// The notifications test (e2e/notifications.spec.ts, issue 33) signs up its own numbers with the code 626262.
const notificationNumbers = Array.from({ length: 10 }, (_, index) => `6000001${String(500 + index)}:626262`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${notificationNumbers}`;
// The operator journey (e2e/platform-console.spec.ts, issue 29): the invited admins of new sites, code 505050.
const invitedAdminNumbers = Array.from({ length: 10 }, (_, index) => `60000032${String(index).padStart(2, '0')}:505050`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${invitedAdminNumbers}`;
// The waiting-list test (e2e/waiting-list.spec.ts, issue 33) signs up its own numbers with the code 642531.
const waitlistNumbers = Array.from({ length: 20 }, (_, index) => `60000034${String(index).padStart(2, '0')}:642531`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${waitlistNumbers}`;
// The team invites test (e2e/team-invites.spec.ts, issue 33 §4) signs up its own numbers with the code 383838.
const teamInviteNumbers = Array.from({ length: 10 }, (_, index) => `60000035${String(index).padStart(2, '0')}:383838`).join(',');
process.env.OTP_TEST_NUMBERS = `${process.env.OTP_TEST_NUMBERS},${teamInviteNumbers}`;
// Mail goes to a local SMTP server whose messages specs read from files (e2e/support/e2e-mail.ts).
const { startSmtpServer } = await import('../../../api/test/local-smtp-server');
const { e2eMailDir } = await import('./e2e-mail');
const mailDir = e2eMailDir(process.env.PORT);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let mailCount = 0;
const smtp = await startSmtpServer({
  onMail: (mail) => {
    mailCount += 1;
    for (const to of mail.to) writeFileSync(path.join(mailDir, `${String(mailCount).padStart(5, '0')}-${to}.eml`), mail.decoded);
  },
});
process.env.SMTP_URL = smtp.url;
process.argv.push('--demo');
await import('../../../api/src/main');
