import type { CalendarFeedLink } from '@podium/contracts/calendars/calendar-feed';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../platform/clock';
import { getPublishedEvent } from '../events';
import { buildCalendarIcs } from './calendar-ics';
import { hashCalendarToken, newCalendarToken, sealCalendarToken, unsealCalendarToken } from './calendar-token';
import {
  findFeedOfUser,
  findFeedOwner,
  listEventCalendarMatch,
  listEventCalendarMatches,
  listPersonCalendarMatches,
  listPersonCalendarRegistrations,
  listPersonTeamIds,
  replaceFeedToken,
  type CalendarMatchRow,
} from './calendars.repository';
import { loadPublicNames } from '../results-privacy';

export interface CalendarDeps {
  db: Database;
  clock: Clock;
  dataEncryptionKey: string;
}

/** The tenant a feed is read on: its id scopes every query, its slug makes UIDs unique across sites. */
export interface CalendarTenant {
  id: number;
  slug: string;
  name: string;
}

const FEED_NOT_FOUND = 'This calendar link no longer works. Open My registrations to get the current link.';

const feedPath = (token: string) => `/api/customer/calendar/${token}.ics`;
const uidDomainOf = (tenant: CalendarTenant) => `${tenant.slug}.podium`;

/** The person's current feed link, or null before they asked for one (or when it can no longer be read back). */
export async function findCalendarLink(deps: CalendarDeps, tenantId: number, userId: number): Promise<CalendarFeedLink | null> {
  const feed = await findFeedOfUser(deps.db, tenantId, userId);
  if (!feed) return null;
  const token = unsealCalendarToken(deps.dataEncryptionKey, tenantId, userId, feed.tokenSealed);
  if (!token) return null;
  return { path: feedPath(token), createdAt: feed.createdAt.toISOString() };
}

/** A new feed link for the person; their previous link (if any) answers 404 from now on. */
export async function resetCalendarLink(deps: CalendarDeps, tenantId: number, userId: number): Promise<CalendarFeedLink> {
  const token = newCalendarToken();
  const feed = await replaceFeedToken(deps.db, {
    userId,
    tenantId,
    tokenHash: hashCalendarToken(token),
    tokenSealed: sealCalendarToken(deps.dataEncryptionKey, tenantId, userId, token),
    createdAt: deps.clock.now(),
  });
  return { path: feedPath(token), createdAt: feed.createdAt.toISOString() };
}

/** The feed a token opens on this tenant: the person's timed matches and registrations. Unknown, replaced or another site's token: 404. */
export async function personalCalendarIcs(deps: CalendarDeps, tenant: CalendarTenant, token: string): Promise<string> {
  const owner = await findFeedOwner(deps.db, tenant.id, hashCalendarToken(token));
  if (!owner) throw new DomainError('NOT_FOUND', FEED_NOT_FOUND);
  // The feed lives in a calendar app, outside Podium: opponents are named as public pages name them
  // (issue 31 §4); the person's own side keeps its name.
  const [stored, ownTeams] = await Promise.all([
    listPersonCalendarMatches(deps.db, tenant.id, owner.userId),
    listPersonTeamIds(deps.db, owner.userId),
  ]);
  const matches = await withOpponentsNamedPublicly(deps.db, tenant.id, stored, ownTeams);
  const zones = new Set(matches.map((match) => match.timeZone));
  return buildCalendarIcs({
    name: `${tenant.name}: my matches`,
    timeZone: zones.size === 1 ? [...zones][0] : undefined,
    uidDomain: uidDomainOf(tenant),
    matches,
    registrations: await listPersonCalendarRegistrations(deps.db, tenant.id, owner.userId),
    now: deps.clock.now(),
  });
}

/** A public feed names one-person teams as public pages do (issue 31 §4); a person's own feed keeps full names. */
async function withPublicNames(db: Database, tenantId: number, eventId: number, matches: CalendarMatchRow[]): Promise<CalendarMatchRow[]> {
  const names = await loadPublicNames(db, tenantId, eventId);
  return matches.map((match) => ({
    ...match,
    homeName: match.homeName === null ? null : names.team(match.homeTeamId, match.homeName),
    awayName: match.awayName === null ? null : names.team(match.awayTeamId, match.awayName),
  }));
}

async function withOpponentsNamedPublicly(
  db: Database,
  tenantId: number,
  matches: CalendarMatchRow[],
  ownTeams: ReadonlySet<number>,
): Promise<CalendarMatchRow[]> {
  const namesByEvent = new Map(
    await Promise.all(
      [...new Set(matches.map((match) => match.eventId))].map(
        async (eventId) => [eventId, await loadPublicNames(db, tenantId, eventId)] as const,
      ),
    ),
  );
  const side = (teamId: number | null, name: string | null, eventId: number) =>
    name === null || teamId === null || ownTeams.has(teamId) ? name : namesByEvent.get(eventId)!.team(teamId, name);
  return matches.map((match) => ({
    ...match,
    homeName: side(match.homeTeamId, match.homeName, match.eventId),
    awayName: side(match.awayTeamId, match.awayName, match.eventId),
  }));
}

/** Every timed match of a published event of the tenant (404 otherwise). */
export async function eventCalendarIcs(deps: Pick<CalendarDeps, 'db' | 'clock'>, tenant: CalendarTenant, eventId: number): Promise<string> {
  const event = await getPublishedEvent(deps.db, tenant.id, eventId);
  return buildCalendarIcs({
    name: event.name,
    timeZone: event.timeZone,
    uidDomain: uidDomainOf(tenant),
    matches: await withPublicNames(deps.db, tenant.id, eventId, await listEventCalendarMatches(deps.db, tenant.id, eventId)),
    now: deps.clock.now(),
  });
}

/** One timed match of a published event as a file of one entry (same UID and SEQUENCE as in the feeds); no time yet: 404. */
export async function matchCalendarIcs(
  deps: Pick<CalendarDeps, 'db' | 'clock'>,
  tenant: CalendarTenant,
  eventId: number,
  fixtureId: number,
): Promise<string> {
  const event = await getPublishedEvent(deps.db, tenant.id, eventId);
  const matches = await withPublicNames(deps.db, tenant.id, eventId, await listEventCalendarMatch(deps.db, tenant.id, eventId, fixtureId));
  if (matches.length === 0) throw new DomainError('NOT_FOUND', 'This match is not at this event, or has no time yet.');
  return buildCalendarIcs({ name: event.name, timeZone: event.timeZone, uidDomain: uidDomainOf(tenant), matches, now: deps.clock.now() });
}
