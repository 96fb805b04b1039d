import { and, asc, desc, eq } from 'drizzle-orm';
import type { StaffCategory, StaffEvent } from '@podium/contracts/staff/staff-events';
import type { Database } from '../../../db/client';
import { eventSportCategories, events, registrations, sportCategories, sports, venues } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import { localDayAndMinute } from '../../check-in';

export type StaffEventRow = Pick<
  typeof events.$inferSelect,
  'id' | 'tenantId' | 'name' | 'slug' | 'startsOn' | 'endsOn' | 'timeZone' | 'isPublished'
>;

const eventColumns = {
  id: events.id,
  tenantId: events.tenantId,
  name: events.name,
  slug: events.slug,
  startsOn: events.startsOn,
  endsOn: events.endsOn,
  timeZone: events.timeZone,
  isPublished: events.isPublished,
};

/** Today in the event's time zone, moved into the event's days (first day before, last day after). */
export function defaultEventDay(event: Pick<StaffEventRow, 'startsOn' | 'endsOn' | 'timeZone'>, now: Date): string {
  const { day } = localDayAndMinute(now, event.timeZone);
  if (day < event.startsOn) return event.startsOn;
  if (day > event.endsOn) return event.endsOn;
  return day;
}

/** Where today, in the event's time zone, falls against the event's days. */
export function eventTiming(event: Pick<StaffEventRow, 'startsOn' | 'endsOn' | 'timeZone'>, now: Date): StaffEvent['timing'] {
  const { day } = localDayAndMinute(now, event.timeZone);
  if (day < event.startsOn) return 'upcoming';
  if (day > event.endsOn) return 'past';
  return 'today';
}

const TIMING_ORDER: Record<StaffEvent['timing'], number> = { today: 0, upcoming: 1, past: 2 };

/**
 * Staff pick from today's events first, then the coming ones soonest first, then past ones latest
 * first: the first is the one the dashboard opens on.
 */
function byStaffRelevance(a: StaffEvent, b: StaffEvent): number {
  if (a.timing !== b.timing) return TIMING_ORDER[a.timing] - TIMING_ORDER[b.timing];
  if (a.timing === 'upcoming') return a.startsOn.localeCompare(b.startsOn) || a.id - b.id;
  return b.startsOn.localeCompare(a.startsOn) || b.id - a.id;
}

export async function listEventStaffCategories(db: Database, eventId: number): Promise<StaffCategory[]> {
  return db
    .select({
      id: eventSportCategories.id,
      sportId: sports.id,
      sportName: sports.name,
      categoryName: sportCategories.name,
      venueId: venues.id,
      venueName: venues.name,
    })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .innerJoin(venues, eq(venues.id, eventSportCategories.venueId))
    .where(eq(eventSportCategories.eventId, eventId))
    .orderBy(asc(sports.name), asc(sportCategories.name));
}

/** Every event of the tenant with its sport categories: today's, then coming, then past (byStaffRelevance). */
export async function listStaffEvents(db: Database, tenantId: number, now: Date): Promise<StaffEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(eq(events.tenantId, tenantId))
    .orderBy(desc(events.startsOn), desc(events.id));
  const staffEvents = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      timeZone: row.timeZone,
      isPublished: row.isPublished,
      defaultDay: defaultEventDay(row, now),
      timing: eventTiming(row, now),
      categories: await listEventStaffCategories(db, row.id),
    })),
  );
  return staffEvents.sort(byStaffRelevance);
}

/** The tenant's event, or 404 (another tenant's event id is not found here). */
export async function requireStaffEvent(db: Database, tenantId: number, eventId: number): Promise<StaffEventRow> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
  if (!row) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
  return row;
}

/** The categories a person holds a confirmed place in (any event: the caller narrows to the event's). */
export async function listConfirmedCategoryIds(db: Database, userId: number): Promise<Array<{ eventSportCategoryId: number }>> {
  return db
    .select({ eventSportCategoryId: registrations.eventSportCategoryId })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.status, 'confirmed')));
}
