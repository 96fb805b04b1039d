import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attendance,
  certificates,
  eventSportCategories,
  events,
  placings,
  registrations,
  sportCategories,
  sports,
  users,
} from '../../db/schema/index';

/** The database or a transaction of it. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * The category with its event's tenant, locked for the transaction: two issues of one category
 * (an admin's correction and a member's download) queue instead of both withdrawing one row.
 */
export async function lockCategoryForIssue(db: Executor, eventSportCategoryId: number) {
  const [row] = await db
    .select({ eventSportCategoryId: eventSportCategories.id, eventId: events.id, tenantId: events.tenantId })
    .from(eventSportCategories)
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(eq(eventSportCategories.id, eventSportCategoryId))
    .for('update', { of: eventSportCategories });
  return row;
}

/**
 * Each confirmed member of a placed team with their best place (a person on two placed teams of one
 * category, which the app does not allow, would still get one certificate). Empty until decided.
 */
export function listMedallists(db: Executor, eventSportCategoryId: number) {
  return db
    .select({ userId: registrations.userId, place: sql<number>`min(${placings.place})::int` })
    .from(placings)
    .innerJoin(
      registrations,
      and(eq(registrations.teamId, placings.teamId), eq(registrations.eventSportCategoryId, placings.eventSportCategoryId)),
    )
    .where(and(eq(placings.eventSportCategoryId, eventSportCategoryId), eq(registrations.status, 'confirmed')))
    .groupBy(registrations.userId);
}

/** Everyone with a standing participant check-in to the category (an undone check-in does not count). */
export async function listCheckedInUserIds(db: Executor, eventSportCategoryId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: attendance.userId })
    .from(attendance)
    .where(
      and(
        eq(attendance.eventSportCategoryId, eventSportCategoryId),
        eq(attendance.direction, 'check-in'),
        eq(attendance.attendanceType, 'participant'),
        isNull(attendance.undoneAt),
      ),
    );
  return rows.map((row) => row.userId);
}

export function listLiveCertificatesOfCategory(db: Executor, eventSportCategoryId: number) {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.eventSportCategoryId, eventSportCategoryId), isNull(certificates.withdrawnAt)));
}

export async function withdrawCertificates(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(certificates)
    .set({ withdrawnAt: now })
    .where(and(inArray(certificates.id, ids), isNull(certificates.withdrawnAt)));
}

export async function insertCertificates(db: Executor, rows: Array<typeof certificates.$inferInsert>): Promise<void> {
  if (rows.length === 0) return;
  // The partial unique index keeps one live certificate per person and category.
  await db.insert(certificates).values(rows).onConflictDoNothing();
}

/** The decided categories (placings exist) in this tenant where the member registered or checked in. */
export async function listDecidedCategoriesOfMember(db: Executor, tenantId: number, userId: number): Promise<number[]> {
  const isDecided = exists(
    db
      .select({ one: sql`1` })
      .from(placings)
      .where(eq(placings.eventSportCategoryId, eventSportCategories.id)),
  );
  const isMine = or(
    exists(
      db
        .select({ one: sql`1` })
        .from(registrations)
        .where(and(eq(registrations.eventSportCategoryId, eventSportCategories.id), eq(registrations.userId, userId))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(attendance)
        .where(and(eq(attendance.eventSportCategoryId, eventSportCategories.id), eq(attendance.userId, userId))),
    ),
  );
  const rows = await db
    .select({ id: eventSportCategories.id })
    .from(eventSportCategories)
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(events.tenantId, tenantId), isDecided, isMine));
  return rows.map((row) => row.id);
}

/** A certificate with what it says: holder, event, sport and category (the columns every reader shows). */
function selectCertificateFacts(db: Executor) {
  return db
    .select({
      certificate: certificates,
      holderName: users.name,
      eventName: events.name,
      eventStartsOn: events.startsOn,
      eventEndsOn: events.endsOn,
      eventTimeZone: events.timeZone,
      sportName: sports.name,
      categoryName: sportCategories.name,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(events, eq(events.id, certificates.eventId))
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, certificates.eventSportCategoryId))
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId));
}

export type CertificateFacts = NonNullable<Awaited<ReturnType<typeof findCertificateByCode>>>;

/** The certificate of this tenant with this code, live or withdrawn; another tenant's code is not found. */
export async function findCertificateByCode(db: Executor, tenantId: number, code: string) {
  const [row] = await selectCertificateFacts(db).where(and(eq(certificates.code, code), eq(certificates.tenantId, tenantId)));
  return row;
}

/** The member's live certificates in this tenant, newest event first. */
export function listLiveCertificatesOfMember(db: Executor, tenantId: number, userId: number) {
  return selectCertificateFacts(db)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.userId, userId), isNull(certificates.withdrawnAt)))
    .orderBy(desc(events.startsOn), asc(sports.name), asc(sportCategories.name));
}

/** Live certificates of a category not yet emailed whose holder has a verified, subscribed address. */
export async function listUnmailedCertificateIds(db: Executor, eventSportCategoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: certificates.id })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(
      and(
        eq(certificates.eventSportCategoryId, eventSportCategoryId),
        isNull(certificates.withdrawnAt),
        isNull(certificates.emailedAt),
        isNotNull(users.email),
        isNotNull(users.emailVerifiedAt),
        isNull(users.emailUnsubscribedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Claims a live certificate's email: one conditional UPDATE, so of any number of sends racing
 * exactly one gets the row back and mails it. Returns the certificate's facts for that one.
 */
export async function claimCertificateEmail(db: Executor, certificateId: number, now: Date) {
  const [claimed] = await db
    .update(certificates)
    .set({ emailedAt: now })
    .where(and(eq(certificates.id, certificateId), isNull(certificates.emailedAt), isNull(certificates.withdrawnAt)))
    .returning({ id: certificates.id });
  if (!claimed) return undefined;
  const [row] = await selectCertificateFacts(db).where(eq(certificates.id, claimed.id));
  return row;
}
