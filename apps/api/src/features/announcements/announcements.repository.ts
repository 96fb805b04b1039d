import { emailChosenFor } from '../../db/notification-choices';
import { and, desc, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announcements, cities, eventSportCategories, events, registrations, staffEventAssignments, users } from '../../db/schema/index';
import type { AnnouncementAudience } from '@podium/contracts/announcements/announcement';

/** The tenant's event (published or not: organisers may announce before they publish), with what a mail links to. */
export async function findEventOfTenant(db: Database, tenantId: number, eventId: number) {
  const [row] = await db
    .select({ id: events.id, name: events.name, slug: events.slug, cityName: cities.name })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
  return row;
}

export async function isSportAtEvent(db: Database, eventId: number, sportId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventSportCategories.id })
    .from(eventSportCategories)
    .where(and(eq(eventSportCategories.eventId, eventId), eq(eventSportCategories.sportId, sportId)))
    .limit(1);
  return row !== undefined;
}

export async function isCategoryAtEvent(db: Database, eventId: number, eventSportCategoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventSportCategories.id })
    .from(eventSportCategories)
    .where(and(eq(eventSportCategories.eventId, eventId), eq(eventSportCategories.id, eventSportCategoryId)));
  return row !== undefined;
}

export async function insertAnnouncement(db: Database, values: typeof announcements.$inferInsert) {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

/** Changes an announcement of this tenant's event; undefined when there is none by that id there. */
export async function updateAnnouncement(
  db: Database,
  where: { tenantId: number; eventId: number; announcementId: number },
  changes: Partial<Pick<typeof announcements.$inferInsert, 'title' | 'body' | 'isPinned'>>,
) {
  const [row] = await db
    .update(announcements)
    .set(changes)
    .where(
      and(eq(announcements.id, where.announcementId), eq(announcements.tenantId, where.tenantId), eq(announcements.eventId, where.eventId)),
    )
    .returning();
  return row;
}

export async function findAnnouncement(db: Database, where: { tenantId: number; eventId: number; announcementId: number }) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(
      and(eq(announcements.id, where.announcementId), eq(announcements.tenantId, where.tenantId), eq(announcements.eventId, where.eventId)),
    )
    .for('update');
  return row;
}

export async function setEmailedCount(db: Database, announcementId: number, emailedCount: number) {
  await db.update(announcements).set({ emailedCount }).where(eq(announcements.id, announcementId));
}

export async function listEventAnnouncements(db: Database, tenantId: number, eventId: number) {
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.tenantId, tenantId), eq(announcements.eventId, eventId)))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
}

/** Pinned announcements of a published event for its site; a staff-only one is never public. */
export async function listPinnedAnnouncements(db: Database, tenantId: number, eventId: number) {
  return db
    .select({ id: announcements.id, title: announcements.title, body: announcements.body, createdAt: announcements.createdAt })
    .from(announcements)
    .innerJoin(events, eq(events.id, announcements.eventId))
    .where(
      and(
        eq(announcements.tenantId, tenantId),
        eq(announcements.eventId, eventId),
        eq(events.isPublished, true),
        eq(announcements.isPinned, true),
        ne(announcements.audience, 'staff'),
      ),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
}

/**
 * Who may be emailed: a verified address (a typed one may be a stranger's), not unsubscribed, and
 * announcements by email not turned off on /profile. Everyone else is still reached by push.
 */
const emailReachable = sql<boolean>`(${and(isNotNull(users.email), isNotNull(users.emailVerifiedAt), isNull(users.emailUnsubscribedAt), emailChosenFor('announcement'))})`;
const notErased = isNull(users.erasedAt);

/**
 * The people an announcement reaches, once each: registered (not withdrawn) in the event, one of its
 * sports or one category; or the event's staff (staff and admins of the tenant; staff limited to
 * other events are left out).
 */
export async function listAudience(
  db: Database,
  tenantId: number,
  eventId: number,
  audience: { kind: AnnouncementAudience; sportId?: number; eventSportCategoryId?: number },
) {
  const person = { userId: users.id, tenantId: users.tenantId, name: users.name, email: users.email, emailReachable };
  if (audience.kind === 'staff') {
    const assignedElsewhere = db
      .select({ one: sql`1` })
      .from(staffEventAssignments)
      .where(and(eq(staffEventAssignments.userId, users.id), ne(staffEventAssignments.eventId, eventId)));
    const assignedHere = db
      .select({ one: sql`1` })
      .from(staffEventAssignments)
      .where(and(eq(staffEventAssignments.userId, users.id), eq(staffEventAssignments.eventId, eventId)));
    return db
      .select(person)
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          or(eq(users.role, 'admin'), and(eq(users.role, 'staff'), or(notExists(assignedElsewhere), sql`exists ${assignedHere}`))),
          notErased,
        ),
      );
  }
  return db
    .selectDistinct(person)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, registrations.eventSportCategoryId))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(eventSportCategories.eventId, eventId),
        inArray(registrations.status, ['confirmed', 'pending']),
        audience.kind === 'sport' ? eq(eventSportCategories.sportId, audience.sportId!) : undefined,
        audience.kind === 'category' ? eq(eventSportCategories.id, audience.eventSportCategoryId!) : undefined,
        notErased,
      ),
    );
}
export type AudienceMember = Awaited<ReturnType<typeof listAudience>>[number];
