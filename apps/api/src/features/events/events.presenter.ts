import { LRUCache } from 'lru-cache';
import { eventPathSegment } from '@podium/contracts/events/event-path';
import { renderMarkdown } from '@podium/contracts/text/markdown';
import { defaultResultType } from '@podium/contracts/tournaments/timed-events';
import type { EventDetail, EventSummary, Fixture, SportDetail, Team } from '@podium/contracts/events/event-site';
import type {
  CatalogueRow,
  EventRow,
  FixtureListRow,
  listSportsOfEvents,
  listTeamsWithMembers,
  loadEventCatalogue,
} from './events.repository';
import { registrationClosesAt } from './registration-cutoff';
import type { PublicNames } from '../results-privacy';

type SportOfEvent = Awaited<ReturnType<typeof listSportsOfEvents>>[number];

export function presentEventSummary(event: EventRow, sportsOfEvents: SportOfEvent[]): EventSummary {
  return {
    id: event.id,
    slug: event.slug,
    eventName: event.name,
    path: eventPathSegment(event.cityName, event.slug),
    city: { id: event.cityId, name: event.cityName },
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    eventLogoSrc: event.logoUrl,
    description: event.description,
    sports: sportsOfEvents
      .filter((sport) => sport.eventId === event.id)
      .map((sport) => ({ id: sport.id, name: sport.name, group: sport.group })),
  };
}

/** Entries taken in a category: teams for team sports, people otherwise. */
export function entriesTaken(row: Pick<CatalogueRow, 'sport' | 'teamCount' | 'personCount'>): number {
  return row.sport.isTeamSport ? row.teamCount : row.personCount;
}

/**
 * Rules rendered to HTML, by their text. The public read cache is emptied by any write of the
 * tenant, but the rules rarely change, and 50,000 characters of hostile Markdown (the longest an
 * admin may save) take up to ~170 ms to render: a text is rendered once, not after every write.
 */
const renderedRules = new LRUCache<string, string>({
  max: 200,
  maxSize: 20_000_000,
  sizeCalculation: (html, rules) => html.length + rules.length + 1,
});

function rulesAsHtml(rulesMarkdown: string): string {
  let html = renderedRules.get(rulesMarkdown);
  if (html === undefined) {
    html = renderMarkdown(rulesMarkdown);
    renderedRules.set(rulesMarkdown, html);
  }
  return html;
}

export function presentEventDetail(
  event: EventRow,
  sportsOfEvents: SportOfEvent[],
  catalogue: Awaited<ReturnType<typeof loadEventCatalogue>>,
): EventDetail {
  const sportList = new Map<number, EventDetail['sportList'][number]>();
  const categories = new Map<number, EventDetail['categories'][number]>();
  const sportsDetails = new Map<number, SportDetail>();
  const venueNames = new Map(catalogue.venueRows.map((venue) => [venue.id, venue.name]));
  for (const { sport, category, esc } of catalogue.escRows) {
    sportList.set(sport.id, { id: sport.id, name: sport.name, group: sport.sportGroup, isTeamSport: sport.isTeamSport });
    const detail = sportsDetails.get(sport.id) ?? {
      sportId: sport.id,
      sportName: sport.name,
      group: sport.sportGroup,
      isTeamSport: sport.isTeamSport,
      categories: [],
    };
    detail.categories.push({
      eventSportCategoryId: esc.id,
      categoryId: category.id,
      categoryName: category.name,
      venueId: esc.venueId,
      venueName: venueNames.get(esc.venueId) ?? '',
    });
    sportsDetails.set(sport.id, detail);
    categories.set(category.id, {
      id: category.id,
      name: category.name,
      minAge: category.minAge,
      maxAge: category.maxAge,
      gender: category.gender,
    });
  }
  return {
    ...presentEventSummary(event, sportsOfEvents),
    rulesMarkdown: event.rulesMarkdown,
    rulesHtml: rulesAsHtml(event.rulesMarkdown),
    timeZone: event.timeZone,
    venues: catalogue.venueRows.map((venue) => ({ id: venue.id, name: venue.name, address: venue.address })),
    sportList: [...sportList.values()],
    categories: [...categories.values()].sort((a, b) => a.id - b.id),
    sportCategories: catalogue.escRows.map((row) => ({
      id: row.esc.id,
      sportId: row.sport.id,
      categoryId: row.category.id,
      venueId: row.esc.venueId,
      capacity: row.esc.capacity,
      entries: entriesTaken(row),
      waiting: row.waitingCount,
      teamSizeMax: row.esc.teamSizeMax,
      resultType: row.esc.resultType ?? defaultResultType(row.sport.name),
      registrationClosesAt: registrationClosesAt(row.firstFixtureAt, event).toISOString(),
      fee: row.fee
        ? {
            amount: row.fee.amountMinor,
            currency: row.fee.currency,
            chargedPer: row.fee.chargedPer,
            earlyBirdAmount: row.fee.earlyBirdAmountMinor,
            earlyBirdUntil: row.fee.earlyBirdUntil?.toISOString() ?? null,
          }
        : null,
    })),
    sportsDetails: [...sportsDetails.values()],
  };
}

/** An event's public rosters, people named as the site's policy and their own choice say (issue 31 §4). */
export function presentTeams(rows: Awaited<ReturnType<typeof listTeamsWithMembers>>, names: PublicNames): Team[] {
  const byTeam = new Map<number, Team>();
  for (const row of rows) {
    let team = byTeam.get(row.team.id);
    if (!team) {
      team = {
        id: row.team.id,
        name: names.team(row.team.id, row.team.name),
        eventSportCategoryId: row.team.eventSportCategoryId,
        sportId: row.sportId,
        categoryId: row.categoryId,
        company: row.team.companyId && row.companyName ? { id: row.team.companyId, name: row.companyName } : null,
        members: [],
        membersNotShown: 0,
      };
      byTeam.set(row.team.id, team);
    }
    // People without a name yet are listed without one rather than left out of the count.
    if (row.memberName === null && row.memberCompany === null) continue;
    const name = names.member({ name: row.memberName, company: row.memberCompany, hidesName: row.memberHidesName ?? false });
    if (name !== null) team.members.push({ name, company: row.memberCompany });
    else team.membersNotShown += 1;
  }
  return [...byTeam.values()];
}

/** A fixture as public pages show it: one-person teams named by the site's policy (issue 31 §4). */
export function presentFixture(row: FixtureListRow, names: PublicNames): Fixture {
  const { fixture } = row;
  return {
    id: fixture.id,
    eventSportCategoryId: fixture.eventSportCategoryId,
    sport: row.sport,
    category: row.category,
    venue: row.venue,
    round: fixture.round,
    startsAt: fixture.startsAt.toISOString(),
    isScheduled: fixture.isScheduled,
    status: fixture.status,
    home:
      fixture.homeTeamId && row.homeName
        ? { id: fixture.homeTeamId, name: names.team(fixture.homeTeamId, row.homeName), company: row.homeCompany }
        : null,
    away:
      fixture.awayTeamId && row.awayName
        ? { id: fixture.awayTeamId, name: names.team(fixture.awayTeamId, row.awayName), company: row.awayCompany }
        : null,
    homeScore: fixture.homeScore,
    awayScore: fixture.awayScore,
    winnerTeamId: fixture.winnerTeamId,
    decidedBy: fixture.status === 'finished' ? fixture.decidedBy : null,
    shootout: fixture.status === 'finished' && fixture.decidedBy === 'penalties' ? fixture.shootout : null,
  };
}
