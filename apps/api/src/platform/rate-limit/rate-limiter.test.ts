import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { RateLimitError } from '../../errors/domain-error';
import { consumeRateLimit } from './rate-limiter';

describe('consumeRateLimit (PostgreSQL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const limit = { max: 10, windowSeconds: 600 };
  const at = (seconds: number) => new Date(Date.UTC(2026, 5, 1, 10, 0, seconds));

  it('lets exactly `max` of many simultaneous actions through, whichever connection runs them', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () => consumeRateLimit(database.db, 'test:simultaneous', limit, at(0), 'Slow down.')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    for (const outcome of outcomes.filter((result) => result.status === 'rejected')) {
      expect(outcome.reason).toBeInstanceOf(RateLimitError);
    }
  });

  it('waits until the oldest counted action leaves the window, and counts keys apart', async () => {
    for (let second = 0; second < 10; second += 1) await consumeRateLimit(database.db, 'test:window', limit, at(second), 'Slow down.');
    const refused = await consumeRateLimit(database.db, 'test:window', limit, at(30), 'Slow down.').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
    // The first action (second 0) leaves the window at second 600: 570 s after second 30.
    expect((refused as RateLimitError).retryAfterSeconds).toBe(570);
    await expect(consumeRateLimit(database.db, 'test:other-key', limit, at(30), 'Slow down.')).resolves.toBeUndefined();
    await expect(consumeRateLimit(database.db, 'test:window', limit, at(601), 'Slow down.')).resolves.toBeUndefined();
  });
});
