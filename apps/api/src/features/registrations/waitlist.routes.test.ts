import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, setPersonDetails } from '../../../test/event-factories';
import { startSmtpServer } from '../../../test/local-smtp-server';
import { startLocalPushService } from '../../../test/local-push-service';
import { notificationDepsOf, runNotificationsOnce } from '../notifications';
import { categoryFees, eventSportCategories, registrations } from '../../db/schema/index';
import { emailNotifierOf } from '../email';
import { runPaymentJobs } from '../payments/payment-jobs';
import { runWaitlistJobs } from './waitlist.service';

/** Issue 33 §5: waiting lists of full categories, through HTTP on a real database. */
describe('waiting lists', () => {
  let harness: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    harness = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Podium Games <games@podium.test>' } });
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });
  beforeEach(() => {
    harness.clock.set('2026-06-01T10:00:00.000Z');
    smtp.inbox.length = 0;
  });

  const db = () => harness.database.db;
  const person = async (site = tenant) => {
    const user = await createUser(db(), site.id, { emailVerified: true });
    await setPersonDetails(db(), user.id, { gender: 'male', dateOfBirth: '1990-01-01' });
    const token = await signInAs(harness.app, user);
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, host = site.hostname) =>
      harness.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    return { user, token, call };
  };
  type Person = Awaited<ReturnType<typeof person>>;
  const fullChess = async (capacity: number) => {
    const made = await createEvent(db(), tenant, { soloCapacity: capacity });
    const entrants = await Promise.all(Array.from({ length: capacity }, () => person()));
    const registrationIds: number[] = [];
    for (const entrant of entrants) {
      const answer = await register(entrant, made.event.id, made.chessOpen.id);
      expect(answer.statusCode).toBe(201);
      registrationIds.push(answer.json().data.registrations[0].id);
    }
    return { ...made, entrants, registrationIds };
  };
  const register = (who: Person, eventId: number, escId: number) =>
    who.call('POST', '/api/customer/registrations', { eventId, entries: [{ eventSportCategoryId: escId, mode: 'individual' }] });
  const waitlistUrl = (eventId: number, escId: number) => `/api/customer/events/${eventId}/categories/${escId}/waitlist`;
  const join = (who: Person, eventId: number, escId: number) => who.call('POST', waitlistUrl(eventId, escId));
  const myList = async (who: Person) => (await who.call('GET', '/api/customer/waitlist')).json().data;
  /** The job works on every category of the shared database: each test counts its own. */
  const offersIn = (offers: Array<{ eventSportCategoryId: number }>, escId: number) =>
    offers.filter((offer) => offer.eventSportCategoryId === escId).length;
  const activeCount = async (escId: number) =>
    (
      await db()
        .select()
        .from(registrations)
        .where(and(eq(registrations.eventSportCategoryId, escId), ne(registrations.status, 'withdrawn')))
    ).length;

  it('requires a session, and keeps offers and lists to their own person and site', async () => {
    const { event, chessOpen, registrationIds, entrants } = await fullChess(1);
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: waitlistUrl(event.id, chessOpen.id),
      headers: { host: tenant.hostname },
    });
    expect(anonymous.statusCode).toBe(401);
    const outsider = await person(other);
    const foreign = await join(outsider, event.id, chessOpen.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('EVENT_NOT_FOUND');

    const waiting = await person();
    expect((await join(waiting, event.id, chessOpen.id)).statusCode).toBe(201);
    await entrants[0]!.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`);
    const [entry] = await myList(waiting);
    expect(entry.offer).not.toBeNull();
    // Someone else's offer, on this site or another, is not found.
    const stranger = await person();
    expect((await stranger.call('POST', `/api/customer/waitlist-offers/${entry.offer.id}/accept`)).statusCode).toBe(404);
    expect((await stranger.call('POST', `/api/customer/waitlist-offers/${entry.offer.id}/decline`)).statusCode).toBe(404);
    expect((await outsider.call('POST', `/api/customer/waitlist-offers/${entry.offer.id}/accept`)).statusCode).toBe(404);
    expect(await myList(stranger)).toEqual([]);
  });

  it('joins only a full category, once, in order, and shows the position; the public category counts who waits', async () => {
    const { event, chessOpen, footballOpen } = await fullChess(2);
    const [first, second] = [await person(), await person()];
    const notFull = await createEvent(db(), tenant, { soloCapacity: 5 });
    const refused = await join(first, notFull.event.id, notFull.chessOpen.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'CATEGORY_NOT_FULL' });
    expect(refused.json().message).toMatch(/this category still has places\. Register for it instead\.$/);

    const joined = await join(first, event.id, chessOpen.id);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ message: 'You are number 1 on the waiting list.', data: { position: 1, offer: null } });
    expect((await join(second, event.id, chessOpen.id)).json().data.position).toBe(2);
    const twice = await join(first, event.id, chessOpen.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('ALREADY_WAITING');
    const team = await join(first, event.id, footballOpen.id);
    expect(team.statusCode).toBe(400);
    expect(team.json().message).toMatch(/team categories have no waiting list/);

    expect(await myList(second)).toMatchObject([
      {
        eventSportCategoryId: chessOpen.id,
        position: 2,
        offer: null,
        event: { id: event.id },
        category: { id: chessOpen.sportCategoryId },
      },
    ]);
    const site = await harness.app.inject({
      method: 'GET',
      url: `/api/public/events/${event.id}/catalogue`,
      headers: { host: tenant.hostname },
    });
    const category = site.json().data.sportCategories.find((row: { id: number }) => row.id === chessOpen.id);
    expect(category).toMatchObject({ capacity: 2, entries: 2, waiting: 2 });

    // Leaving moves the next one up.
    expect((await first.call('DELETE', waitlistUrl(event.id, chessOpen.id))).statusCode).toBe(200);
    expect((await myList(second))[0].position).toBe(1);
    expect((await first.call('DELETE', waitlistUrl(event.id, chessOpen.id))).statusCode).toBe(404);
  });

  it('offers a withdrawn place to the first person waiting, by email, held for 12 hours; accepting registers them', async () => {
    const { event, chessOpen, entrants, registrationIds } = await fullChess(1);
    const [first, second, latecomer] = [await person(), await person(), await person()];
    await join(first, event.id, chessOpen.id);
    await join(second, event.id, chessOpen.id);

    expect((await entrants[0]!.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`)).statusCode).toBe(200);
    const [offered] = await myList(first);
    expect(offered.offer).toMatchObject({ id: offered.id, expiresAt: '2026-06-01T22:00:00.000Z', fee: false });
    expect((await myList(second))[0]).toMatchObject({ position: 2, offer: null });
    await emailNotifierOf(harness.app).settled();
    const offerMails = smtp.inbox.filter((mail) => mail.decoded.includes('A place is yours if you want it'));
    // (The inbox is shared by the file's tests: an earlier test's mail may land late, so look for ours.)
    const mine = offerMails.filter((mail) => mail.to.includes(first.user.email!));
    expect(mine).toHaveLength(1);
    expect(offerMails.some((mail) => mail.to.includes(second.user.email!))).toBe(false);
    expect(mine[0]!.decoded).toContain('/my-events');

    // The held place is not for someone registering anew, nor for the second in line.
    const sniped = await register(latecomer, event.id, chessOpen.id);
    expect(sniped.statusCode).toBe(409);
    expect(sniped.json().error).toBe('CATEGORY_FULL');
    expect((await register(second, event.id, chessOpen.id)).statusCode).toBe(409);

    const accepted = await first.call('POST', `/api/customer/waitlist-offers/${offered.offer.id}/accept`);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ message: 'The place is yours: you are registered.' });
    expect(accepted.json().data.registrations).toMatchObject([{ eventSportCategoryId: chessOpen.id, status: 'confirmed' }]);
    expect(await myList(first)).toEqual([]);
    expect((await myList(second))[0].position).toBe(1);
    expect(await activeCount(chessOpen.id)).toBe(1);
    const again = await first.call('POST', `/api/customer/waitlist-offers/${offered.offer.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('OFFER_CLOSED');
  });

  it('pushes the offer to a subscribed phone, and mails it only to those who left waiting-list email on (issue 33 §1)', async () => {
    const pushService = await startLocalPushService();
    const pushing = await createTestApp({
      database: harness.database,
      clock: harness.clock,
      env: { OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' },
    });
    try {
      const { event, chessOpen, entrants, registrationIds } = await fullChess(1);
      const first = await person();
      const phone = pushService.subscribe();
      // Subscribed through the app that may reach the local push service (private addresses allowed).
      const subscribed = await pushing.app.inject({
        method: 'POST',
        url: '/api/customer/push-subscriptions',
        headers: { host: tenant.hostname, authorization: `Bearer ${first.token}` },
        payload: { endpoint: phone.endpoint, keys: phone.keys },
      });
      expect(subscribed.statusCode).toBe(200);
      const preferences = (await first.call('GET', '/api/customer/notifications')).json().data.preferences;
      const quiet = await harness.app.inject({
        method: 'PUT',
        url: '/api/customer/notification-preferences',
        headers: { host: tenant.hostname, authorization: `Bearer ${first.token}` },
        payload: { ...preferences, waitlist: { push: true, email: false } },
      });
      expect(quiet.statusCode).toBe(200);
      await join(first, event.id, chessOpen.id);
      expect((await entrants[0]!.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`)).statusCode).toBe(200);
      await emailNotifierOf(harness.app).settled();
      expect(smtp.inbox.filter((mail) => mail.to.includes(first.user.email!))).toEqual([]);

      await runNotificationsOnce(notificationDepsOf(pushing.app));
      const pushes = pushService.received.filter((push) => push.subscriptionId === phone.id);
      expect(pushes.map((push) => push.message)).toEqual([
        expect.objectContaining({ kind: 'waitlist', title: expect.stringContaining('A place is yours to take'), url: '/my-events' }),
      ]);
    } finally {
      await pushing.app.close();
      await pushService.close();
    }
  });

  it('passes a declined offer, then an expired one, to the next person', async () => {
    const { event, chessOpen, entrants, registrationIds } = await fullChess(1);
    const queue = [await person(), await person(), await person()];
    for (const who of queue) await join(who, event.id, chessOpen.id);
    await entrants[0]!.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`);

    const firstOffer = (await myList(queue[0]!))[0].offer;
    const declined = await queue[0]!.call('POST', `/api/customer/waitlist-offers/${firstOffer.id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(await myList(queue[0]!)).toEqual([]);
    const secondOffer = (await myList(queue[1]!))[0].offer;
    expect(secondOffer).not.toBeNull();
    expect((await myList(queue[2]!))[0]).toMatchObject({ position: 2, offer: null });

    harness.clock.advanceSeconds(12 * 3600);
    expect(offersIn(await runWaitlistJobs(harness.app.deps), chessOpen.id)).toBe(1);
    expect(await myList(queue[1]!)).toEqual([]);
    const late = await queue[1]!.call('POST', `/api/customer/waitlist-offers/${secondOffer.id}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('OFFER_CLOSED');
    const thirdOffer = (await myList(queue[2]!))[0].offer;
    expect(thirdOffer).toMatchObject({ expiresAt: '2026-06-02T10:00:00.000Z' });
    expect((await queue[2]!.call('POST', `/api/customer/waitlist-offers/${thirdOffer.id}/accept`)).statusCode).toBe(201);
    expect(await activeCount(chessOpen.id)).toBe(1);
  });

  it('offers places freed by a raised capacity, one per new place, when the job runs', async () => {
    const { event, chessOpen } = await fullChess(1);
    const queue = [await person(), await person(), await person()];
    for (const who of queue) await join(who, event.id, chessOpen.id);
    expect(offersIn(await runWaitlistJobs(harness.app.deps), chessOpen.id)).toBe(0);
    await db().update(eventSportCategories).set({ capacity: 3 }).where(eq(eventSportCategories.id, chessOpen.id));
    expect(offersIn(await runWaitlistJobs(harness.app.deps), chessOpen.id)).toBe(2);
    expect(offersIn(await runWaitlistJobs(harness.app.deps), chessOpen.id)).toBe(0);
    const offers = await Promise.all(queue.map(async (who) => (await myList(who))[0].offer));
    expect(offers.map((offer) => offer !== null)).toEqual([true, true, false]);
  });

  it("offers at once the place an admin's raised capacity frees", async () => {
    const { event, chessOpen } = await fullChess(1);
    const waiting = await person();
    await join(waiting, event.id, chessOpen.id);
    const admin = await createUser(db(), tenant.id, { role: 'admin' });
    const saved = await harness.app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${event.id}/categories/${chessOpen.id}`,
      headers: { host: tenant.hostname, authorization: `Bearer ${await signInAs(harness.app, admin)}` },
      payload: { capacity: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await myList(waiting))[0].offer).not.toBeNull();
  });

  it('offers a place freed by an expired payment hold; accepting a paid place holds it with an order to pay', async () => {
    const { event, chessOpen } = await createEvent(db(), tenant, { soloCapacity: 1 });
    await db().insert(categoryFees).values({ eventSportCategoryId: chessOpen.id, tenantId: tenant.id, amountMinor: 49_900 });
    const [payer, waiting] = [await person(), await person()];
    expect((await register(payer, event.id, chessOpen.id)).json().data.registrations[0].status).toBe('pending_payment');
    expect((await join(waiting, event.id, chessOpen.id)).statusCode).toBe(201);

    harness.clock.advanceSeconds(16 * 60);
    await runPaymentJobs(harness.app.deps);
    expect(offersIn(await runWaitlistJobs(harness.app.deps), chessOpen.id)).toBe(1);
    const offer = (await myList(waiting))[0].offer;
    expect(offer).toMatchObject({ fee: true });
    const accepted = await waiting.call('POST', `/api/customer/waitlist-offers/${offer.id}/accept`);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.registrations[0].status).toBe('pending_payment');
    expect(accepted.json().data.order).toMatchObject({ amount: 49_900, status: 'pending', provider: 'demo' });
    expect(accepted.json().message).toBe('Pay ₹499.00 within 15 minutes to confirm your registration.');
    expect(await activeCount(chessOpen.id)).toBe(1);
  });

  it('refuses a person already registered, and takes a waiting person off the list when they register directly', async () => {
    const { event, chessOpen, entrants, registrationIds } = await fullChess(1);
    const registered = await join(entrants[0]!, event.id, chessOpen.id);
    expect(registered.statusCode).toBe(409);
    expect(registered.json().error).toBe('ALREADY_REGISTERED');
    const waiting = await person();
    await join(waiting, event.id, chessOpen.id);
    // The place held for them is theirs to take through the usual registration too; it leaves the list.
    await entrants[0]!.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`);
    expect((await myList(waiting))[0].offer).not.toBeNull();
    expect((await register(waiting, event.id, chessOpen.id)).statusCode).toBe(201);
    expect(await myList(waiting)).toEqual([]);
    expect(await activeCount(chessOpen.id)).toBe(1);
  });

  it('shows the admin who waits in each category, in offer order, with the held offer; never another site', async () => {
    const { event, chessOpen, entrants, registrationIds } = await fullChess(1);
    const [first, second] = [await person(), await person()];
    await join(first, event.id, chessOpen.id);
    await join(second, event.id, chessOpen.id);
    expect((await entrants[0]!.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`)).statusCode).toBe(200);
    const admin = await signInAs(harness.app, await createUser(db(), tenant.id, { role: 'admin' }));
    const read = (token: string, host = tenant.hostname) =>
      harness.app.inject({
        method: 'GET',
        url: `/api/admin/events/${event.id}/waitlist`,
        headers: { host, authorization: `Bearer ${token}` },
      });
    const answer = await read(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject([
      {
        position: 1,
        status: 'offered',
        offerExpiresAt: '2026-06-01T22:00:00.000Z',
        person: { id: first.user.id },
        eventSportCategoryId: chessOpen.id,
      },
      { position: 2, status: 'waiting', offerExpiresAt: null, person: { id: second.user.id } },
    ]);
    expect((await read(first.token)).statusCode).toBe(403);
    const outsider = await signInAs(harness.app, await createUser(db(), other.id, { role: 'admin' }));
    expect((await read(outsider, other.hostname)).statusCode).toBe(404);
  });
});
