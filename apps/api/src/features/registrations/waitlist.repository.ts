import { and, asc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categoryFees,
  cities,
  eventSportCategories,
  events,
  sportCategories,
  sports,
  waitlistEntries,
  type WaitlistEntryRow,
} from '../../db/schema/index';
import type { Transaction } from './registrations.repository';

type Executor = Database | Transaction;
const ON_THE_LIST = ['waiting', 'offered'] as const;

/**
 * Who else holds a claim on a category's places besides registrations: offers still open (each
 * holds a place) and people waiting (a freed place is theirs before anyone registering anew).
 * The caller holds the category's row lock, so the counts stand until it commits.
 */
export async function countOthersOnList(tx: Transaction, eventSportCategoryId: number, exceptUserId: number, now: Date) {
  const [row] = await tx
    .select({
      heldOffers: sql<number>`count(*) filter (where ${waitlistEntries.status} = 'offered' and ${waitlistEntries.offerExpiresAt} > ${now.toISOString()})::int`,
      waiting: sql<number>`count(*) filter (where ${waitlistEntries.status} = 'waiting')::int`,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventSportCategoryId, eventSportCategoryId), ne(waitlistEntries.userId, exceptUserId)));
  return { heldOffers: row?.heldOffers ?? 0, waiting: row?.waiting ?? 0 };
}

/** Puts the person on the list; null when they already are (the partial unique index decides, whatever races). */
export async function insertWaitlistEntry(tx: Transaction, input: { userId: number; eventSportCategoryId: number; now: Date }) {
  const [row] = await tx
    .insert(waitlistEntries)
    .values({ userId: input.userId, eventSportCategoryId: input.eventSportCategoryId, status: 'waiting', joinedAt: input.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Takes the person off a category's list; the entry as it was (null when they were not on it). */
export async function closeOpenEntry(
  db: Executor,
  input: { userId: number; eventSportCategoryId: number; now: Date; status: 'left' | 'accepted' },
): Promise<{ id: number; wasOffered: boolean } | null> {
  const before = db
    .select({ id: waitlistEntries.id, status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, input.userId),
        eq(waitlistEntries.eventSportCategoryId, input.eventSportCategoryId),
        inArray(waitlistEntries.status, [...ON_THE_LIST]),
      ),
    );
  const [open] = await before;
  if (!open) return null;
  const [closed] = await db
    .update(waitlistEntries)
    .set({ status: input.status, closedAt: input.now })
    .where(and(eq(waitlistEntries.id, open.id), inArray(waitlistEntries.status, [...ON_THE_LIST])))
    .returning({ id: waitlistEntries.id });
  return closed ? { id: closed.id, wasOffered: open.status === 'offered' } : null;
}

/** One entry of the person (any status), by its id: the offer's id. */
export async function findEntryOfUser(db: Executor, entryId: number, userId: number): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, userId)));
  return row;
}

/**
 * Closes an open offer as accepted or declined, in one conditional UPDATE: only an offer still
 * open and not past its time, so a double click or a late answer changes nothing. Null when it was not.
 */
export async function closeOffer(db: Executor, input: { offerId: number; userId: number; now: Date; status: 'accepted' | 'declined' }) {
  const [row] = await db
    .update(waitlistEntries)
    .set({ status: input.status, closedAt: input.now })
    .where(
      and(
        eq(waitlistEntries.id, input.offerId),
        eq(waitlistEntries.userId, input.userId),
        eq(waitlistEntries.status, 'offered'),
        gt(waitlistEntries.offerExpiresAt, input.now),
      ),
    )
    .returning();
  return row ?? null;
}

/** A category locked for offering its freed places, with its capacity and the places registrations take. */
export async function lockCategoryForOffers(tx: Transaction, eventSportCategoryId: number, options: { skipLocked: boolean }) {
  const [row] = await tx
    .select({ id: eventSportCategories.id, capacity: eventSportCategories.capacity, tenantId: events.tenantId })
    .from(eventSportCategories)
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(eq(eventSportCategories.id, eventSportCategoryId))
    .for('update', options.skipLocked ? { of: eventSportCategories, skipLocked: true } : { of: eventSportCategories });
  return row;
}

/** Offers past their time in a category become `expired`: their places are free again. */
export async function expireDueOffers(tx: Transaction, eventSportCategoryId: number, now: Date): Promise<number> {
  const expired = await tx
    .update(waitlistEntries)
    .set({ status: 'expired', closedAt: now })
    .where(
      and(
        eq(waitlistEntries.eventSportCategoryId, eventSportCategoryId),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return expired.length;
}

/** Open offers of a category (each holds one place). */
export async function countOpenOffers(tx: Transaction, eventSportCategoryId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventSportCategoryId, eventSportCategoryId), eq(waitlistEntries.status, 'offered')));
  return row?.count ?? 0;
}

/**
 * The first `places` people waiting, by when they joined, get an offer until `expiresAt`. Rows
 * another transaction holds are skipped (FOR UPDATE SKIP LOCKED): a person leaving the list meanwhile
 * is passed over, never offered a place twice.
 */
export async function offerToNextWaiting(
  tx: Transaction,
  input: { eventSportCategoryId: number; places: number; now: Date; expiresAt: Date },
) {
  const next = tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventSportCategoryId, input.eventSportCategoryId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.id))
    .limit(input.places)
    .for('update', { skipLocked: true });
  return tx
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt: input.now, offerExpiresAt: input.expiresAt })
    .where(and(inArray(waitlistEntries.id, next), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id, userId: waitlistEntries.userId, offerExpiresAt: waitlistEntries.offerExpiresAt });
}

/** Categories with work for the waiting-list job: people waiting, or offers past their time. */
export async function listCategoriesWithWaitlistWork(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: waitlistEntries.eventSportCategoryId })
    .from(waitlistEntries)
    .where(or(eq(waitlistEntries.status, 'waiting'), and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now))))
    .orderBy(asc(waitlistEntries.eventSportCategoryId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What an offer's notice says: event, its time zone, sport and category. */
export async function findOfferSubject(db: Database, eventSportCategoryId: number) {
  const [row] = await db
    .select({
      tenantId: events.tenantId,
      eventName: events.name,
      timeZone: events.timeZone,
      sportName: sports.name,
      categoryName: sportCategories.name,
    })
    .from(eventSportCategories)
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .where(eq(eventSportCategories.id, eventSportCategoryId));
  return row;
}

/**
 * The person's places on waiting lists (all events, or one) with their position: 1 + the people
 * on the same list who joined before them.
 */
export async function listUserWaitlist(db: Database, userId: number, eventId?: number) {
  const ahead = sql<number>`(select count(*)::int from ${waitlistEntries} w2
    where w2.event_sport_category_id = ${waitlistEntries.eventSportCategoryId}
      and w2.status in ('waiting', 'offered') and w2.id < ${waitlistEntries.id})`;
  return db
    .select({
      entry: waitlistEntries,
      event: { id: events.id, name: events.name, slug: events.slug, timeZone: events.timeZone },
      cityName: cities.name,
      sport: { id: sports.id, name: sports.name },
      category: { id: sportCategories.id, name: sportCategories.name },
      ahead,
      hasFee: sql<boolean>`${categoryFees.eventSportCategoryId} is not null`,
    })
    .from(waitlistEntries)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, waitlistEntries.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .innerJoin(cities, eq(cities.id, events.cityId))
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .leftJoin(categoryFees, eq(categoryFees.eventSportCategoryId, eventSportCategories.id))
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        inArray(waitlistEntries.status, [...ON_THE_LIST]),
        eventId ? eq(events.id, eventId) : undefined,
      ),
    )
    .orderBy(asc(events.startsOn), asc(waitlistEntries.id));
}
export type UserWaitlistRow = Awaited<ReturnType<typeof listUserWaitlist>>[number];

/** The event a category belongs to (null when there is no such category). */
export async function findCategoryEventId(db: Database, eventSportCategoryId: number): Promise<number | null> {
  const [row] = await db
    .select({ eventId: eventSportCategories.eventId })
    .from(eventSportCategories)
    .where(eq(eventSportCategories.id, eventSportCategoryId));
  return row?.eventId ?? null;
}
