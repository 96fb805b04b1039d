import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../../test/test-database';
import { DatabaseChannels } from './database-channels';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Resolves with the next payload `channels` hears on `channel`, or rejects after `ms`. */
function nextMessage(channels: DatabaseChannels, channel: string, ms = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing on ${channel} within ${ms} ms`)), ms);
    void channels.subscribe(channel, {
      onMessage: (payload) => {
        clearTimeout(timer);
        resolve(payload);
      },
    });
  });
}

describe('the one LISTEN connection of a process (platform/realtime)', () => {
  let database: DatabaseHandle;
  let channels: DatabaseChannels;

  beforeAll(async () => {
    database = await createTestDatabase();
    channels = new DatabaseChannels(database, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await channels.close();
    await database.close();
  });

  it('delivers each channel its own messages, whoever sent them', async () => {
    const heard: string[] = [];
    await channels.subscribe('probe_a', { onMessage: (payload) => heard.push(`a:${payload}`) });
    const onB = nextMessage(channels, 'probe_b');
    // Sent as a query of the database (a trigger does the same), not through the channels object.
    await database.db.execute(sql`select pg_notify('probe_b', 'two')`);
    await database.db.execute(sql`select pg_notify('probe_a', 'one')`);
    expect(await onB).toBe('two');
    await expect.poll(() => heard).toEqual(['a:one']);
  });

  it('refuses a channel name it could not LISTEN to safely', async () => {
    await expect(channels.subscribe('x; drop table users', { onMessage: () => undefined })).rejects.toThrow(/Not a channel name/);
  });

  it.skipIf(!onPostgres)('holds one connection for every channel, and after losing it listens again and says so', async () => {
    const reconnects: string[] = [];
    await channels.subscribe('probe_c', { onMessage: () => undefined, onReconnect: () => reconnects.push('c') });
    const listeners = async () =>
      (
        await database.pool!.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()",
        )
      ).rows;
    expect(await listeners()).toHaveLength(1);
    const [{ pid }] = (await listeners()) as [{ pid: number }];
    await database.pool!.query('select pg_terminate_backend($1)', [pid]);
    await expect.poll(() => reconnects, { timeout: 10_000 }).toEqual(['c']);
    const again = nextMessage(channels, 'probe_c');
    await database.pool!.query("select pg_notify('probe_c', 'back')");
    expect(await again).toBe('back');
    expect(await listeners()).toHaveLength(1);
  });
});
