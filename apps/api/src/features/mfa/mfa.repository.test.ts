import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser } from '../../../test/factories';
import { claimTotpStep, recordMfaFailure } from '../users';
import { consumeChallenge, insertChallenge, listUnusedRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './mfa.repository';

let harness: TestApp;
let userId: number;

beforeAll(async () => {
  harness = await createTestApp();
  const tenant = await createTenant(harness.database.db);
  userId = (await createUser(harness.database.db, tenant.id)).id;
});
afterAll(() => harness.close());

describe('single-use guarantees hold under concurrent calls', () => {
  it('accepts a time step once, and never an older one afterwards', async () => {
    const db = harness.database.db;
    const now = harness.clock.now();
    const results = await Promise.all([claimTotpStep(db, userId, 1000, now), claimTotpStep(db, userId, 1000, now)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimTotpStep(db, userId, 999, now)).toBe(false);
    expect(await claimTotpStep(db, userId, 1001, now)).toBe(true);
  });

  it('spends a recovery code once', async () => {
    const db = harness.database.db;
    await replaceRecoveryCodes(db, userId, ['hash-a'], harness.clock.now());
    const [code] = await listUnusedRecoveryCodes(db, userId);
    const results = await Promise.all([
      spendRecoveryCode(db, code!.id, harness.clock.now()),
      spendRecoveryCode(db, code!.id, harness.clock.now()),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await listUnusedRecoveryCodes(db, userId)).toEqual([]);
  });

  it('closes a challenge once, and not after it expired', async () => {
    const db = harness.database.db;
    const now = harness.clock.now();
    const challenge = await insertChallenge(db, { userId, method: 'otp', expiresAt: new Date(now.getTime() + 60_000) });
    const results = await Promise.all([consumeChallenge(db, challenge.id, now, 5), consumeChallenge(db, challenge.id, now, 5)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const late = await insertChallenge(db, { userId, method: 'otp', expiresAt: new Date(now.getTime() + 60_000) });
    expect(await consumeChallenge(db, late.id, new Date(now.getTime() + 60_000), 5)).toBe(false);
  });

  it('locks at the tenth failure in a row and starts counting again', async () => {
    const db = harness.database.db;
    const lockUntil = new Date(harness.clock.now().getTime() + 900_000);
    const outcomes = [];
    for (let failure = 0; failure < 10; failure++) outcomes.push((await recordMfaFailure(db, userId, 10, lockUntil)).isLockedNow);
    expect(outcomes).toEqual([false, false, false, false, false, false, false, false, false, true]);
  });
});
