import { and, asc, eq, gt, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withSportAndCategory } from '../../db/event-sport-category-join';
import { awayTeams, homeTeams, withVenueAndSides } from '../../db/fixture-sides-join';
import {
  cities,
  eventSportCategories,
  events,
  fixtures,
  notificationOutbox,
  notificationPreferences,
  pushSubscriptions,
  registrations,
  sportCategories,
  sports,
  users,
  venues,
} from '../../db/schema/index';
import type { NotificationKind, NotificationPreferences, PushSubscriptionInput } from '@podium/contracts/notifications/notifications';

// ---- preferences ----

export function listPreferenceRows(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
}

/** Replaces a person's choices: one row per kind, in one statement. */
export async function savePreferences(db: Database, tenantId: number, userId: number, preferences: NotificationPreferences) {
  const rows = Object.entries(preferences).map(([kind, choice]) => ({ tenantId, userId, kind, push: choice.push, email: choice.email }));
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { push: sql`excluded.push`, email: sql`excluded.email` },
    });
}

/** Of `userIds`, those who did not turn email off for `kind` (no row means on). */
export async function usersWhoChoseEmail(db: Database, kind: NotificationKind, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const off = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, userIds),
        eq(notificationPreferences.kind, kind),
        eq(notificationPreferences.email, false),
      ),
    );
  const offIds = new Set(off.map((row) => row.userId));
  return new Set(userIds.filter((id) => !offIds.has(id)));
}

// ---- subscriptions ----

/**
 * Saves a browser's subscription for this person, unless they have `maxDevices` others already; the
 * same endpoint signed in as someone else moves to them. The person's row is locked first, so 300
 * parallel subscribes cannot each see room for one more. Returns false when there was no room.
 */
export async function upsertSubscriptionWithinLimit(
  db: Database,
  tenantId: number,
  userId: number,
  subscription: PushSubscriptionInput,
  maxDevices: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, subscription.endpoint)));
    if ((others?.count ?? 0) >= maxDevices) return false;
    await tx
      .insert(pushSubscriptions)
      .values({ tenantId, userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { tenantId, userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, createdAt: sql`now()` },
      });
    return true;
  });
}

/** Removes one of this person's subscriptions; another person's endpoint is left alone. Returns whether one went. */
export async function deleteOwnSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export function deleteSubscriptionById(db: Database, id: number) {
  return db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function listSubscriptions(db: Database, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.id));
}

export function markSubscriptionDelivered(db: Database, id: number, at: Date) {
  return db.update(pushSubscriptions).set({ lastDeliveredAt: at }).where(eq(pushSubscriptions.id, id));
}

/** Of `userIds`, those with at least one subscribed device. */
export async function usersWithDevices(db: Database, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  return new Set(rows.map((row) => row.userId));
}

export async function findEmailState(db: Database, userId: number) {
  const [user] = await db.select({ verifiedAt: users.emailVerifiedAt, email: users.email }).from(users).where(eq(users.id, userId));
  return user;
}

// ---- what happened to people's matches ----

/** A fixture with the names a message about it says, and its event's place on the site. */
function fixturesWithNames(db: Database) {
  return withVenueAndSides(
    withSportAndCategory(
      db
        .select({
          fixtureId: fixtures.id,
          eventSportCategoryId: fixtures.eventSportCategoryId,
          startsAt: fixtures.startsAt,
          status: fixtures.status,
          round: fixtures.round,
          sequence: fixtures.scheduleSequence,
          homeTeamId: fixtures.homeTeamId,
          awayTeamId: fixtures.awayTeamId,
          homeName: homeTeams.name,
          awayName: awayTeams.name,
          homeScore: fixtures.homeScore,
          awayScore: fixtures.awayScore,
          winnerTeamId: fixtures.winnerTeamId,
          venueName: venues.name,
          venueAddress: venues.address,
          sportName: sports.name,
          categoryName: sportCategories.name,
          tenantId: events.tenantId,
          eventName: events.name,
          eventSlug: events.slug,
          timeZone: events.timeZone,
          cityName: cities.name,
        })
        .from(fixtures)
        .$dynamic(),
      fixtures.eventSportCategoryId,
    ),
  )
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .innerJoin(cities, eq(cities.id, events.cityId));
}

export type FixtureForMessage = Awaited<ReturnType<typeof findFixturesStartingBetween>>[number];

/** Timed matches with both sides known that start after `from` and by `to`: the reminders to queue. */
export function findFixturesStartingBetween(db: Database, from: Date, to: Date) {
  return fixturesWithNames(db).where(
    and(
      eq(fixtures.isScheduled, true),
      eq(fixtures.status, 'scheduled'),
      gt(fixtures.startsAt, from),
      lte(fixtures.startsAt, to),
      isNotNull(fixtures.homeTeamId),
      isNotNull(fixtures.awayTeamId),
    ),
  );
}

/** Timed matches still to come (by `until`) that have moved at least once: each move is told once. */
export function findMovedFixtures(db: Database, now: Date, until: Date) {
  return fixturesWithNames(db).where(
    and(
      eq(fixtures.isScheduled, true),
      ne(fixtures.status, 'finished'),
      gt(fixtures.scheduleSequence, 0),
      gt(fixtures.startsAt, now),
      lte(fixtures.startsAt, until),
      isNotNull(fixtures.homeTeamId),
      isNotNull(fixtures.awayTeamId),
    ),
  );
}

/** Matches finished that started since `since`: each result is told once. */
export function findFinishedFixtures(db: Database, since: Date) {
  return fixturesWithNames(db).where(
    and(eq(fixtures.status, 'finished'), gte(fixtures.startsAt, since), isNotNull(fixtures.homeTeamId), isNotNull(fixtures.awayTeamId)),
  );
}

/** The people playing each fixture: members of either side with a live registration in its category. */
export async function findPlayers(
  db: Database,
  matches: Array<{ fixtureId: number; eventSportCategoryId: number; homeTeamId: number | null; awayTeamId: number | null }>,
) {
  const teamIds = [...new Set(matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]).filter((id): id is number => id !== null))];
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      userId: registrations.userId,
      teamId: registrations.teamId,
      eventSportCategoryId: registrations.eventSportCategoryId,
      emailReachable: sql<boolean>`(${users.email} is not null and ${users.emailVerifiedAt} is not null and ${users.emailUnsubscribedAt} is null)`,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(inArray(registrations.teamId, teamIds), inArray(registrations.status, ['confirmed', 'pending', 'pending_payment'])));
  return matches.flatMap((match) =>
    rows
      .filter(
        (row) =>
          row.eventSportCategoryId === match.eventSportCategoryId && (row.teamId === match.homeTeamId || row.teamId === match.awayTeamId),
      )
      .map((row) => ({ fixtureId: match.fixtureId, userId: row.userId, teamId: row.teamId!, emailReachable: row.emailReachable })),
  );
}

/** Of the subject keys asked about, those already queued (on any channel) for each person. */
export async function queuedSubjects(db: Database, subjectKeys: string[]): Promise<Set<string>> {
  if (subjectKeys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: notificationOutbox.userId, subjectKey: notificationOutbox.subjectKey })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.subjectKey, subjectKeys));
  return new Set(rows.map((row) => `${row.userId}|${row.subjectKey}`));
}

// ---- the outbox ----

export interface OutboxInsert {
  tenantId: number;
  userId: number;
  kind: NotificationKind;
  channel: 'push' | 'email';
  subjectKey: string;
  message: unknown;
  dueAt: Date;
}

/** Queues messages; one already queued for the same person, channel and subject is left as it is. Returns how many are new. */
export async function enqueue(db: Database, rows: OutboxInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(notificationOutbox)
    .values(rows.map((row) => ({ ...row, nextAttemptAt: row.dueAt })))
    .onConflictDoNothing({ target: [notificationOutbox.userId, notificationOutbox.channel, notificationOutbox.subjectKey] })
    .returning({ id: notificationOutbox.id });
  return inserted.length;
}

/**
 * Claims up to `limit` due messages for `leaseMs`: rows locked by another sender are skipped, and
 * a claimed row is not due again until its lease ends (a sender that died lets it go that way).
 */
export async function claimDue(db: Database, now: Date, limit: number, leaseMs: number) {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const result = await db.execute<{ id: number }>(sql`
    update ${notificationOutbox} set claimed_until = ${leaseEnd.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${notificationOutbox}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids)).orderBy(asc(notificationOutbox.id));
}
export type ClaimedMessage = Awaited<ReturnType<typeof claimDue>>[number];

export function finishMessage(db: Database, id: number, status: 'sent' | 'failed' | 'skipped', at: Date, lastError: string | null = null) {
  return db
    .update(notificationOutbox)
    .set({ status, sentAt: status === 'sent' ? at : null, claimedUntil: null, lastError })
    .where(eq(notificationOutbox.id, id));
}

export function retryMessageAt(db: Database, id: number, nextAttemptAt: Date, lastError: string) {
  return db.update(notificationOutbox).set({ nextAttemptAt, claimedUntil: null, lastError }).where(eq(notificationOutbox.id, id));
}

/** A person's messages, newest first (tests and support). */
export function listOutboxFor(db: Database, userId: number) {
  return db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId)).orderBy(asc(notificationOutbox.id));
}
