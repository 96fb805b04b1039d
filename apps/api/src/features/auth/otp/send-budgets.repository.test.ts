import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import type { DatabaseHandle } from '../../../db/client';
import { claimBudget, deleteOldBudgetWindows, readBudgetUse, releaseBudget } from './send-budgets.repository';
import type { SendBudget } from './sms-budgets';

describe('SMS budget claims (PostgreSQL, issue 28)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const hour = (scope: string, max: number, startHour = 10): SendBudget => ({
    limit: 'tenant-hourly',
    scope,
    max,
    windowStart: new Date(Date.UTC(2026, 5, 1, startHour)),
    windowMs: 3_600_000,
    isGlobal: false,
  });

  it('lets exactly `max` of many simultaneous claims through, whichever connection runs them', async () => {
    const budget = hour('tenant:1:unknown:hour', 10);
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => claimBudget(database.db, budget)));
    expect(outcomes.filter(Boolean)).toHaveLength(10);
    expect((await readBudgetUse(database.db, [budget])).get(budget.scope)).toBe(10);
  });

  it('gives a claim back, counts windows and scopes apart, and forgets old windows', async () => {
    const budget = hour('tenant:2:unknown:hour', 1);
    expect(await claimBudget(database.db, budget)).toBe(true);
    expect(await claimBudget(database.db, budget)).toBe(false);
    await releaseBudget(database.db, budget);
    expect(await claimBudget(database.db, budget)).toBe(true);
    expect(await claimBudget(database.db, hour('tenant:3:unknown:hour', 1))).toBe(true);
    const nextHour = hour('tenant:2:unknown:hour', 1, 11);
    expect(await claimBudget(database.db, nextHour)).toBe(true);
    expect((await readBudgetUse(database.db, [nextHour])).get(nextHour.scope)).toBe(1);

    await deleteOldBudgetWindows(database.db, new Date(Date.UTC(2026, 5, 3, 12)));
    expect((await readBudgetUse(database.db, [budget])).get(budget.scope)).toBe(0);
  });
});
