import { eventPathSegment } from '@podium/contracts/events/event-path';
import type { TeamMember } from '@podium/contracts/registrations/registration';
import type { TeamInvitePreview } from '@podium/contracts/registrations/team-invite';
import { registrationClosesAt } from '../events';
import type { InvitedTeamRow, TeamMemberRow } from './team-invites.repository';

/** A person without a name on their profile still shows on a roster. */
const UNNAMED = 'A team-mate';

export function presentInvitePreview(row: InvitedTeamRow, isMember: boolean): TeamInvitePreview {
  return {
    team: { id: row.team.id, name: row.team.name, companyName: row.companyName },
    captainName: row.isCaptainActive ? (row.captainName ?? UNNAMED) : null,
    event: {
      id: row.event.id,
      eventName: row.event.name,
      path: eventPathSegment(row.cityName, row.event.slug),
      timeZone: row.event.timeZone,
    },
    sport: row.sportName,
    category: row.categoryName,
    eventSportCategoryId: row.esc.id,
    memberCount: row.memberCount,
    teamSizeMax: row.esc.teamSizeMax,
    allowsMixedTeams: row.esc.allowsMixedTeams,
    registrationClosesAt: registrationClosesAt(row.firstFixtureAt, row.event).toISOString(),
    isMember,
  };
}

export function presentTeamMember(row: TeamMemberRow): TeamMember {
  return {
    registrationId: row.registrationId,
    name: row.name ?? UNNAMED,
    isCaptain: row.isCaptain,
    status: row.status === 'withdrawn' ? 'confirmed' : row.status,
  };
}
