import { eventPathSegment } from '@podium/contracts/events/event-path';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { registrationClosesAt } from '../events';
import type { CategoryPlacing, listUpcomingFixtures, UserRegistrationRow } from './registrations.repository';
import type { TeamMemberRow } from './team-invites.repository';
import { presentTeamMember } from './team-invites.presenter';

type UpcomingFixture = Awaited<ReturnType<typeof listUpcomingFixtures>>[number];

/** The next match of a registration: its team's next one, or the category's next one for individual sports. */
function findNextFixture(row: UserRegistrationRow, upcoming: UpcomingFixture[]): MyRegistration['nextFixture'] {
  const teamId = row.team?.id;
  const next = upcoming.find(
    (candidate) =>
      candidate.fixture.eventSportCategoryId === row.registration.eventSportCategoryId &&
      (!teamId || candidate.fixture.homeTeamId === teamId || candidate.fixture.awayTeamId === teamId),
  );
  if (!next) return null;
  const opponent = !teamId ? null : next.fixture.homeTeamId === teamId ? next.awayName : next.homeName;
  return {
    startsAt: next.fixture.startsAt.toISOString(),
    round: next.fixture.round,
    opponent: opponent ?? null,
    venue: next.venueName,
    status: next.fixture.status,
  };
}

/** Null while the category is undecided; once it has placings, the person's (team's) place, or null when not placed. */
function categoryResultOf(row: UserRegistrationRow, categoryPlacings: CategoryPlacing[]): MyRegistration['categoryResult'] {
  const ofCategory = categoryPlacings.filter((placing) => placing.eventSportCategoryId === row.registration.eventSportCategoryId);
  if (ofCategory.length === 0) return null;
  const teamId = row.team?.id;
  return { place: ofCategory.find((placing) => teamId !== undefined && placing.teamId === teamId)?.place ?? null };
}

/** My team with its roster (issue 33 §4); the captain is the one who registered it. */
function presentTeam(
  team: NonNullable<UserRegistrationRow['team']>,
  row: UserRegistrationRow,
  members: TeamMemberRow[],
): NonNullable<MyRegistration['team']> {
  return {
    id: team.id,
    name: team.name,
    joinCode: team.joinCode,
    memberCount: row.memberCount,
    teamSizeMax: row.teamSizeMax,
    isCaptain: team.createdByUserId === row.registration.userId,
    members: members.filter((member) => member.teamId === team.id).map(presentTeamMember),
  };
}

export function presentMyRegistration(
  row: UserRegistrationRow,
  upcoming: UpcomingFixture[],
  categoryPlacings: CategoryPlacing[],
  members: TeamMemberRow[],
  now: Date,
): MyRegistration {
  const closesAt = registrationClosesAt(row.firstFixtureAt, row.event);
  const isActive = row.registration.status !== 'withdrawn';
  return {
    id: row.registration.id,
    status: row.registration.status,
    eventSportCategoryId: row.registration.eventSportCategoryId,
    event: {
      id: row.event.id,
      eventName: row.event.name,
      path: eventPathSegment(row.cityName, row.event.slug),
      city: { id: row.event.cityId, name: row.cityName },
      timeZone: row.event.timeZone,
    },
    sport: row.sport,
    category: row.category,
    venue: row.venue,
    // An individual sport's draw enters each person as a side of one (a 'team' with a join code, so
    // fixtures have two sides); that side finds the next match above but is never shown (issue 30).
    team: row.team && isActive && row.isTeamSport ? presentTeam(row.team, row, members) : null,
    nextFixture: isActive ? findNextFixture(row, upcoming) : null,
    categoryResult: isActive ? categoryResultOf(row, categoryPlacings) : null,
    registeredAt: row.registration.createdAt.toISOString(),
    withdrawClosesAt: closesAt.toISOString(),
    canWithdraw: isActive && now.getTime() < closesAt.getTime(),
  };
}
