import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_VAPID, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createFixture, createTeam } from '../../../test/event-factories';
import { startLocalPushService, type LocalPushService, type LocalSubscription } from '../../../test/local-push-service';
import { fixtures, notificationOutbox, pushSubscriptions, registrations } from '../../db/schema/index';
import { deliverDueNotifications } from './notification-outbox';
import { notificationDepsOf, runNotificationsOnce } from './index';

const MINUTE = 60_000;
/** What a browser's `PushSubscription.toJSON()` sends. */
const asSent = (subscription: LocalSubscription) => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys });

describe('notifications: Web Push and email reminders, moves, results, announcements (issue 33 §1)', () => {
  let harness: TestApp;
  let pushService: LocalPushService;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let adminToken: string;

  beforeAll(async () => {
    // The local push service listens on 127.0.0.1 over http: allowed in tests only (config refuses it in production).
    harness = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' } });
    pushService = await startLocalPushService();
    tenant = await createTenant(harness.database.db);
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
  });
  afterAll(async () => {
    await harness.close();
    await pushService.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH', url: string, token: string | null, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const run = () => runNotificationsOnce(notificationDepsOf(harness.app));
  const pushesTo = (subscription: LocalSubscription) => pushService.received.filter((push) => push.subscriptionId === subscription.id);

  /** A player on 'Home' against 'Away', their match `minutesAhead` from the test clock, with a phone subscribed. */
  async function playerWithMatch(minutesAhead: number, options: { subscribe?: boolean; verifiedEmail?: boolean } = {}) {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    const home = await createTeam(db, setup.footballOpen.id, 'Home Strikers', company.id);
    const away = await createTeam(db, setup.footballOpen.id, 'Away Rovers', company.id);
    const player = await createUser(db, tenant.id, {
      name: 'Pushed Player',
      email: `player-${home.id}@example.com`,
      emailVerified: options.verifiedEmail ?? true,
    });
    await db.insert(registrations).values({ userId: player.id, eventSportCategoryId: setup.footballOpen.id, teamId: home.id });
    const fixture = await createFixture(db, {
      eventSportCategoryId: setup.footballOpen.id,
      venueId: setup.venue.id,
      startsAt: new Date(harness.clock.now().getTime() + minutesAhead * MINUTE).toISOString(),
      homeTeamId: home.id,
      awayTeamId: away.id,
    });
    const token = await signInAs(harness.app, player);
    const subscription = pushService.subscribe();
    if (options.subscribe ?? true) {
      const answer = await call('POST', '/api/customer/push-subscriptions', token, asSent(subscription));
      expect(answer.statusCode, answer.body).toBe(200);
    }
    return { setup, player, token, fixture, subscription, home, away };
  }

  it('starts with every kind on for both channels, and hands out the VAPID public key', async () => {
    const person = await createUser(harness.database.db, tenant.id);
    const answer = await call('GET', '/api/customer/notifications', await signInAs(harness.app, person));
    expect(answer.statusCode).toBe(200);
    const settings = answer.json().data;
    expect(settings.vapidPublicKey).toBe(TEST_VAPID.publicKey);
    expect(settings.pushDevices).toBe(0);
    expect(Object.values(settings.preferences)).toEqual(Array(5).fill({ push: true, email: true }));
    expect((await call('GET', '/api/customer/notifications', null)).statusCode).toBe(401);
  });

  it('refuses a subscription that is not one: unknown fields, bad keys, a non-URL endpoint, strangers', async () => {
    const token = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    const good = asSent(pushService.subscribe());
    for (const body of [
      { ...good, extra: true },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: 'not base64url!!!!!!!' } },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: `https://push.example/${'x'.repeat(3000)}` },
      {},
    ]) {
      const answer = await call('POST', '/api/customer/push-subscriptions', token, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    expect((await call('POST', '/api/customer/push-subscriptions', null, good)).statusCode).toBe(401);
  });

  it('refuses a push endpoint on a private address where private addresses are not allowed (production)', async () => {
    const strict = await createTestApp({ database: harness.database });
    try {
      const person = await createUser(harness.database.db, tenant.id);
      const answer = await strict.app.inject({
        method: 'POST',
        url: '/api/customer/push-subscriptions',
        headers: { host: tenant.hostname, authorization: `Bearer ${await signInAs(strict.app, person)}` },
        payload: asSent(pushService.subscribe()),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/This push address cannot be used: .*https/);
    } finally {
      await strict.app.close();
    }
  });

  it('reminds a player 30 minutes before their match, by push and email, once, with the venue', async () => {
    const { subscription, player } = await playerWithMatch(25);
    const counts = await run();
    expect(counts.queued).toBeGreaterThanOrEqual(2);
    const [push, ...more] = pushesTo(subscription);
    expect(more).toEqual([]);
    expect(push!.message).toMatchObject({
      kind: 'reminder',
      title: expect.stringMatching(/^Your match starts at /),
      body: expect.stringContaining('Home Strikers vs Away Rovers at Main Arena'),
      url: expect.stringMatching(/^\/.+\/fixtures$/),
    });
    // VAPID: signed for the push service's origin, with our subject and public key; urgent, with a TTL.
    expect(push!.vapid).toMatchObject({ audience: pushService.origin, subject: TEST_VAPID.subject, publicKey: TEST_VAPID.publicKey });
    expect(push!.headers.urgency).toBe('high');
    const outbox = await harness.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, player.id));
    expect(outbox.map((row) => [row.kind, row.channel, row.status]).sort()).toEqual([
      ['reminder', 'email', 'sent'],
      ['reminder', 'push', 'sent'],
    ]);

    // The next ticks find it queued already: nothing twice, after a restart or on another replica.
    await run();
    await run();
    expect(pushesTo(subscription)).toHaveLength(1);
  });

  it('sends nothing for a match further than 30 minutes away, or one without a time yet', async () => {
    const later = await playerWithMatch(45);
    const untimed = await playerWithMatch(10);
    await harness.database.db.update(fixtures).set({ isScheduled: false }).where(eq(fixtures.id, untimed.fixture.id));
    await run();
    expect(pushesTo(later.subscription)).toEqual([]);
    expect(pushesTo(untimed.subscription)).toEqual([]);
  });

  it('follows the person’s choices: reminders by push off means email only; unverified email means push only', async () => {
    const quiet = await playerWithMatch(20);
    const preferences = (await call('GET', '/api/customer/notifications', quiet.token)).json().data.preferences;
    const saved = await call('PUT', '/api/customer/notification-preferences', quiet.token, {
      ...preferences,
      reminder: { push: false, email: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.preferences.reminder).toEqual({ push: false, email: true });
    expect((await call('PUT', '/api/customer/notification-preferences', quiet.token, { reminder: { push: false } })).statusCode).toBe(400);

    const unverified = await playerWithMatch(20, { verifiedEmail: false });
    await run();
    expect(pushesTo(quiet.subscription)).toEqual([]);
    const quietRows = await harness.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, quiet.player.id));
    expect(quietRows.map((row) => row.channel)).toEqual(['email']);
    expect(pushesTo(unverified.subscription)).toHaveLength(1);
    const unverifiedRows = await harness.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.userId, unverified.player.id));
    expect(unverifiedRows.map((row) => row.channel)).toEqual(['push']);
  });

  it('drops a subscription the push service says is gone (410), and retries one that is busy (500) with a growing wait', async () => {
    const gone = await playerWithMatch(15, { verifiedEmail: false });
    const busy = await playerWithMatch(15, { verifiedEmail: false });
    pushService.answerNext(gone.subscription.id, 410);
    pushService.answerNext(busy.subscription.id, 500, 2);
    await run();
    const goneDevices = await harness.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, gone.player.id));
    expect(goneDevices).toEqual([]);
    const [busyRow] = await harness.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, busy.player.id));
    expect(busyRow).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service answered 500' });
    const firstWait = busyRow!.nextAttemptAt.getTime() - harness.clock.now().getTime();
    expect(firstWait).toBe(30_000);

    // Not due yet: the next tick leaves it.
    await run();
    expect((await harness.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, busyRow!.id)))[0]!.attempts).toBe(
      1,
    );
    harness.clock.advanceSeconds(30);
    await run();
    const [second] = await harness.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, busyRow!.id));
    expect(second!.attempts).toBe(2);
    expect(second!.nextAttemptAt.getTime() - harness.clock.now().getTime()).toBe(60_000);
    harness.clock.advanceSeconds(60);
    await run();
    expect(pushesTo(busy.subscription)).toHaveLength(1);
    const [done] = await harness.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, busyRow!.id));
    expect(done).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('does not send a reminder late: once the match started, a message still waiting is skipped', async () => {
    const late = await playerWithMatch(5, { verifiedEmail: false });
    pushService.down();
    try {
      await run();
    } finally {
      pushService.up();
    }
    harness.clock.advanceSeconds(6 * 60);
    await run();
    expect(pushesTo(late.subscription)).toEqual([]);
    const [row] = await harness.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, late.player.id));
    expect(row).toMatchObject({ status: 'skipped', lastError: 'too late: the moment passed' });
  });

  it('tells the players when their match moves, and its result when it is over', async () => {
    const { setup, fixture, subscription } = await playerWithMatch(24 * 60, { verifiedEmail: false });
    const moved = await call('PATCH', `/api/admin/events/${setup.event.id}/fixtures/${fixture.id}`, adminToken, {
      startsAt: new Date(fixture.startsAt.getTime() + 90 * MINUTE).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await run();
    expect(pushesTo(subscription).map((push) => push.message)).toEqual([
      expect.objectContaining({
        kind: 'moved',
        title: 'Match moved: Home Strikers vs Away Rovers',
        body: expect.stringContaining('at Main Arena'),
      }),
    ]);

    const finished = await call('PATCH', `/api/admin/events/${setup.event.id}/fixtures/${fixture.id}`, adminToken, {
      status: 'finished',
      homeScore: '3',
      awayScore: '1',
      startsAt: new Date(harness.clock.now().getTime() - 60 * MINUTE).toISOString(),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    await run();
    expect(pushesTo(subscription).at(-1)!.message).toMatchObject({ kind: 'result', title: 'Result: Home Strikers 3–1 Away Rovers' });
  });

  it('pushes an announcement to its audience', async () => {
    const { setup, subscription } = await playerWithMatch(600, { verifiedEmail: false });
    const answer = await call('POST', `/api/staff/events/${setup.event.id}/announcements`, adminToken, {
      audience: 'category',
      eventSportCategoryId: setup.footballOpen.id,
      title: 'Football moved to Ground B',
      body: 'Rain on Ground A.\nSee you on Ground B.',
      isPinned: false,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    await run();
    expect(pushesTo(subscription).map((push) => push.message)).toEqual([
      expect.objectContaining({
        kind: 'announcement',
        title: `${setup.event.name}: Football moved to Ground B`,
        body: 'Rain on Ground A.',
      }),
    ]);
  });

  it('two senders at once send each message once (claimed in the database)', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => playerWithMatch(12, { verifiedEmail: false })));
    const deps = notificationDepsOf(harness.app);
    await run().catch(() => undefined);
    // Queued by the run above and sent by it; queue more and race two senders on them.
    const extra = await Promise.all([1, 2, 3, 4].map(() => playerWithMatch(12, { verifiedEmail: false })));
    const { queueMatchNotifications } = await import('./notification-outbox');
    await queueMatchNotifications(deps);
    await Promise.all([deliverDueNotifications(deps, 3), deliverDueNotifications(deps, 3), deliverDueNotifications(deps, 3)]);
    await deliverDueNotifications(deps);
    for (const { subscription } of [...players, ...extra]) expect(pushesTo(subscription)).toHaveLength(1);
  });

  it('lets a person stop pushes to a device, but not to another person’s', async () => {
    const owner = await playerWithMatch(600);
    const stranger = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    const refused = await call('DELETE', '/api/customer/push-subscriptions', stranger, { endpoint: owner.subscription.endpoint });
    expect(refused.json().data.pushDevices).toBe(0);
    expect((await call('GET', '/api/customer/notifications', owner.token)).json().data.pushDevices).toBe(1);
    const removed = await call('DELETE', '/api/customer/push-subscriptions', owner.token, { endpoint: owner.subscription.endpoint });
    expect(removed.json().data.pushDevices).toBe(0);
  });
});

describe('push subscriptions under a flood (issue 33 §1)', () => {
  it('100 parallel subscribes by one person keep 10 devices, and the rest are told why (409)', { timeout: 120_000 }, async () => {
    const harness = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' } });
    try {
      const tenant = await createTenant(harness.database.db);
      const person = await createUser(harness.database.db, tenant.id);
      const token = await signInAs(harness.app, person);
      const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          harness.app.inject({
            method: 'POST',
            url: '/api/customer/push-subscriptions',
            headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
            payload: { endpoint: `http://127.0.0.1:9/push/flood-${index}`, keys },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(90);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
        'You get reminders on 10 devices already. Turn them off on one first.',
      );
      const stored = await harness.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id));
      expect(stored).toHaveLength(10);
    } finally {
      await harness.close();
    }
  });
});
