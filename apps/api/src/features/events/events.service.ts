import type { EventDetail, EventSummary, Fixture, GalleryImage, MedalRow, Results, Team } from '@podium/contracts/events/event-site';
import { eventPathSegment } from '@podium/contracts/events/event-path';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import {
  findPublishedEvent,
  listFixtures,
  listGalleryImages,
  listPlacings,
  listUndecidedCategories,
  listPublishedEvents,
  listSportsOfEvents,
  listTeamsWithMembers,
  loadEventCatalogue,
  type EventRow,
} from './events.repository';
import { presentEventDetail, presentEventSummary, presentFixture, presentTeams } from './events.presenter';
import { rankMedalTally } from './medal-tally';
import { localDayOf } from '../../platform/zoned-time';
import { FULL_NAMES, loadPublicNames } from '../results-privacy';

const EVENT_NOT_FOUND = 'This event was not found. It may have moved or ended.';

/** Published events for the calendar and home: by city and sport, ending on or after `fromDay`. */
export async function listEventSummaries(
  db: Database,
  tenantId: number,
  filter: { cityId?: number; sportId?: number; fromDay?: string },
): Promise<EventSummary[]> {
  const rows = await listPublishedEvents(db, tenantId, filter);
  const sportsOfEvents = await listSportsOfEvents(
    db,
    rows.map((row) => row.id),
  );
  const summaries = rows.map((row) => presentEventSummary(row, sportsOfEvents));
  return filter.sportId ? summaries.filter((summary) => summary.sports.some((sport) => sport.id === filter.sportId)) : summaries;
}

/** The event whose microsite path is `path` (`{city lowercase}-{slug}`), or EVENT_NOT_FOUND. */
export async function getEventByPath(db: Database, tenantId: number, path: string): Promise<EventDetail> {
  const wanted = path.toLowerCase();
  const rows = await listPublishedEvents(db, tenantId);
  const event = rows.find((row) => eventPathSegment(row.cityName, row.slug) === wanted);
  if (!event) throw new DomainError('EVENT_NOT_FOUND', EVENT_NOT_FOUND);
  const [sportsOfEvents, catalogue] = await Promise.all([listSportsOfEvents(db, [event.id]), loadEventCatalogue(db, event.id)]);
  return presentEventDetail(event, sportsOfEvents, catalogue);
}

/** One published event by id with its sports, categories and venues (the registration page reads it). */
export async function getEventDetail(db: Database, tenantId: number, eventId: number): Promise<EventDetail> {
  const event = await getPublishedEvent(db, tenantId, eventId);
  const [sportsOfEvents, catalogue] = await Promise.all([listSportsOfEvents(db, [event.id]), loadEventCatalogue(db, event.id)]);
  return presentEventDetail(event, sportsOfEvents, catalogue);
}

export async function getPublishedEvent(db: Database, tenantId: number, eventId: number): Promise<EventRow> {
  const event = await findPublishedEvent(db, tenantId, eventId);
  if (!event) throw new DomainError('EVENT_NOT_FOUND', EVENT_NOT_FOUND);
  return event;
}

export async function listEventTeams(db: Database, tenantId: number, eventId: number): Promise<Team[]> {
  await getPublishedEvent(db, tenantId, eventId);
  const [rows, names] = await Promise.all([listTeamsWithMembers(db, eventId), loadPublicNames(db, tenantId, eventId)]);
  return presentTeams(rows, names);
}

export async function listEventFixtures(
  db: Database,
  tenantId: number,
  eventId: number,
  filter: { sportId?: number; venueId?: number; date?: string; status?: string },
  /** `staff`: full names, for the staff console's score entry (issue 31 §4); otherwise as public pages name people. */
  audience: 'public' | 'staff' = 'public',
): Promise<Fixture[]> {
  const event = await getPublishedEvent(db, tenantId, eventId);
  const [rows, names] = await Promise.all([
    listFixtures(db, eventId, filter),
    audience === 'staff' ? FULL_NAMES : loadPublicNames(db, tenantId, eventId),
  ]);
  // A match without a time yet is on no day.
  const onDay = filter.date
    ? rows.filter((row) => row.fixture.isScheduled && localDayOf(row.fixture.startsAt, event.timeZone) === filter.date)
    : rows;
  return onDay.map((row) => presentFixture(row, names));
}

/**
 * Scores of finished fixtures (latest first), the final standings of each category with placings,
 * and the categories still being decided (their standings wait for the deciding matches).
 */
export async function getEventResults(db: Database, tenantId: number, eventId: number): Promise<Results> {
  await getPublishedEvent(db, tenantId, eventId);
  const [fixtureRows, placingRows, undecided, names] = await Promise.all([
    listFixtures(db, eventId, { status: 'finished' }),
    listPlacings(db, eventId),
    listUndecidedCategories(db, eventId),
    loadPublicNames(db, tenantId, eventId),
  ]);
  const standings = new Map<number, Results['standings'][number]>();
  for (const row of placingRows) {
    const standing = standings.get(row.eventSportCategoryId) ?? {
      eventSportCategoryId: row.eventSportCategoryId,
      sport: row.sport,
      category: row.category,
      placings: [],
    };
    standing.placings.push({
      place: row.place,
      team: { ...row.team, name: names.team(row.team.id, row.team.name) },
      company: row.companyName,
    });
    standings.set(row.eventSportCategoryId, standing);
  }
  return { fixtures: fixtureRows.map((row) => presentFixture(row, names)).reverse(), standings: [...standings.values()], undecided };
}

export async function getMedalTally(db: Database, tenantId: number, eventId: number): Promise<MedalRow[]> {
  await getPublishedEvent(db, tenantId, eventId);
  const placingRows = await listPlacings(db, eventId);
  return rankMedalTally(
    placingRows.flatMap((row) =>
      row.companyId !== null && row.companyName !== null
        ? [{ companyId: row.companyId, companyName: row.companyName, place: row.place }]
        : [],
    ),
  );
}

export async function listEventGallery(db: Database, tenantId: number, eventId: number): Promise<GalleryImage[]> {
  await getPublishedEvent(db, tenantId, eventId);
  const rows = await listGalleryImages(db, eventId);
  return rows.map((row) => ({ id: row.id, url: row.url, caption: row.caption, width: row.width, height: row.height }));
}
