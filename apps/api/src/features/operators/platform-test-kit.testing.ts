// Test support for the platform tests: an operator signed in on the platform host with MFA on.
import type { FastifyInstance } from 'fastify';
import type { ManualClock } from '../../platform/clock';
import { enableMfa } from '../mfa/mfa-test-support.testing';
import { addOperator } from './add-operator';
import { COMMAND_LINE_ACTOR } from './platform-actor';
import { findUserByPhone } from '../users';
import { findPlatformRealm } from './platform.repository';

/** The host the test config answers the console on (PLATFORM_HOST's default outside production). */
export const PLATFORM_TEST_HOST = 'platform.localhost';

/** Lists a new operator and answers their account in the platform realm. */
export async function createOperator(app: FastifyInstance, phone: string, name = 'Test Operator') {
  await addOperator(app.deps.db, { phone, name, email: `${phone}@ops.example` }, COMMAND_LINE_ACTOR);
  const realm = (await findPlatformRealm(app.deps.db))!;
  return (await findUserByPhone(app.deps.db, realm.id, phone))!;
}

/** An operator with two-factor authentication on: their session token on the platform host. */
export async function signInOperator(app: FastifyInstance, clock: ManualClock, phone: string): Promise<string> {
  const account = await createOperator(app, phone);
  return (await enableMfa(app, clock, PLATFORM_TEST_HOST, account)).token;
}
