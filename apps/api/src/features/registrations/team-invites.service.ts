import { teamInvitePath, type TeamInviteLink, type TeamInvitePreview } from '@podium/contracts/registrations/team-invite';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { retryOnConflict } from '../../platform/database-errors';
import { writeActorAudit } from '../../platform/audit/write-audit-entry';
import { findPublishedEvent, registrationClosesAt } from '../events';
import { releaseWithdrawnPlace, type WithdrawalMoney } from '../payments';
import { ensureInviteCode, replaceTeamCodes } from '../tournaments';
import type { UserRow } from '../users';
import { newInviteCode, newJoinCode } from './new-invite-code';
import { findFirstFixtureAt, lockSportCategoryById } from './registrations.repository';
import { describe, formatCutoff, register, type RegistrationPayments } from './registrations.service';
import {
  findTeamByInviteCode,
  findTeamCategoryId,
  findTeamOfMember,
  isActiveOnTeam,
  lockTeamMember,
  markWithdrawn,
  type InvitedTeamRow,
} from './team-invites.repository';
import { presentInvitePreview } from './team-invites.presenter';

const INVITE_NOT_FOUND =
  'This invite link does not open any team: it may be cut short, or the team no longer exists. Ask your captain to send the link again.';

async function getInvitedTeam(db: Database, tenantId: number, inviteCode: string): Promise<InvitedTeamRow> {
  const row = await findTeamByInviteCode(db, tenantId, inviteCode);
  // A draw's one-person sides of an individual sport are teams too, but never invite anyone.
  if (!row || !row.isTeamSport) throw new DomainError('TEAM_NOT_FOUND', INVITE_NOT_FOUND);
  return row;
}

/** What an invite link opens: the team, its captain, event and category, places and cut-off. */
export async function previewInvite(db: Database, tenantId: number, user: UserRow, inviteCode: string): Promise<TeamInvitePreview> {
  const row = await getInvitedTeam(db, tenantId, inviteCode);
  const isMember = (await findTeamOfMember(db, tenantId, row.team.id, user.id)) !== undefined;
  return presentInvitePreview(row, isMember);
}

/**
 * Joins the invite's team through the one registration flow (register()), so every rule is the
 * same as joining with the short code: the category is locked while the cut-off, eligibility,
 * company, team size and an existing registration are checked, and a fee charged per person
 * opens the joiner's own order.
 */
export async function joinByInvite(
  db: Database,
  now: Date,
  user: UserRow,
  tenantId: number,
  inviteCode: string,
  payments: RegistrationPayments,
) {
  const row = await getInvitedTeam(db, tenantId, inviteCode);
  if (await findTeamOfMember(db, tenantId, row.team.id, user.id)) {
    throw new DomainError('ALREADY_REGISTERED', `You are already on ${row.team.name}: see it on My registrations.`);
  }
  const entry = { eventSportCategoryId: row.esc.id, mode: 'join-team' as const, joinCode: row.team.joinCode };
  const result = await register(db, now, user, tenantId, { eventId: row.event.id, entries: [entry] }, payments);
  return { ...result, eventId: row.event.id };
}

/** The invite link of a team I am on (any member may share it); the code is made on first ask. */
export async function getInviteLink(db: Database, tenantId: number, user: UserRow, teamId: number): Promise<TeamInviteLink> {
  const team = await findTeamOfMember(db, tenantId, teamId, user.id);
  if (!team) throw new DomainError('TEAM_NOT_FOUND', 'You are not on this team, so you cannot invite people to it.');
  const inviteCode = team.inviteCode ?? (await ensureInviteCode(db, team.id, newInviteCode()));
  return { teamId: team.id, teamName: team.name, inviteCode, path: teamInvitePath(inviteCode) };
}

/**
 * The captain (who registered the team) takes a member off it before the category's cut-off: their
 * registration is withdrawn and its money settled as a withdrawal (refund under the tenant's policy),
 * in one transaction under the category's lock.
 */
export async function removeTeamMember(
  db: Database,
  now: Date,
  captain: UserRow,
  tenantId: number,
  target: { teamId: number; registrationId: number },
): Promise<{ memberName: string; teamName: string; money: WithdrawalMoney | null }> {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      // The category first, then the registration: the order registering takes them in, so the two never deadlock.
      const category = await findTeamCategoryId(tx, tenantId, target.teamId);
      const locked = category !== undefined ? await lockSportCategoryById(tx, category) : undefined;
      const event = locked ? await findPublishedEvent(tx, tenantId, locked.esc.eventId) : undefined;
      const found = event ? await lockTeamMember(tx, target.teamId, target.registrationId) : undefined;
      if (!found || !locked || !event || found.registration.status === 'withdrawn') {
        throw new DomainError('NOT_FOUND', 'This person is not on the team any more.');
      }
      if (found.team.createdByUserId !== captain.id) {
        throw new DomainError('FORBIDDEN', `Only the captain of ${found.team.name}, who registered it, can remove its members.`);
      }
      if (!(await isActiveOnTeam(tx, found.team.id, captain.id))) {
        throw new DomainError('FORBIDDEN', `You withdrew from ${found.team.name}, so you no longer run it.`);
      }
      if (found.registration.userId === captain.id) {
        throw new DomainError('VALIDATION_FAILED', 'You are the captain: to leave the team, withdraw from the category instead.');
      }
      const closesAt = registrationClosesAt(await findFirstFixtureAt(tx, locked.esc.id), event);
      if (now.getTime() >= closesAt.getTime()) {
        throw new DomainError(
          'REGISTRATION_CLOSED',
          `${describe(locked)}: the team can no longer change, changes closed on ${formatCutoff(closesAt, event.timeZone)}.`,
        );
      }
      await markWithdrawn(tx, found.registration.id);
      const money = await releaseWithdrawnPlace(
        tx,
        { tenantId, actorUserId: captain.id, now },
        { id: found.registration.id, teamId: found.team.id },
      );
      // The links the removed member knows stop working; the captain shares the new one.
      await replaceTeamCodes(tx, found.team.id, { inviteCode: newInviteCode(), joinCode: newJoinCode() });
      await writeActorAudit(tx, { tenantId, userId: captain.id }, now, {
        action: 'team.member-removed',
        entity: 'registration',
        entityId: found.registration.id,
        before: { teamId: found.team.id, status: found.registration.status },
        after: { teamId: found.team.id, status: 'withdrawn', removedBy: 'captain' },
      });
      return { memberName: found.memberName ?? 'Your team-mate', teamName: found.team.name, money };
    }),
  );
}
