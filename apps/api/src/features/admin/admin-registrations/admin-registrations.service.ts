import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AdminRegistration, AdminWaitlistEntry, registrationListQuerySchema } from '@podium/contracts/admin/admin-registrations';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { releaseWithdrawnPlace } from '../../payments';
import { retryOnConflict } from '../../../platform/database-errors';
import { findTenantEventRow } from '../admin-events/admin-events.repository';
import type { Actor } from '../admin-events/admin-events.service';
import {
  findEventRegistration,
  findTeam,
  listEventRegistrations,
  listEventTeams,
  listEventWaitlist,
  listTeamsWithLowerNames,
  updateRegistration,
  type RegistrationChanges,
  type RegistrationRow,
} from './admin-registrations.repository';

export function presentRegistration(row: RegistrationRow): AdminRegistration {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    eventSportCategoryId: row.eventSportCategoryId,
    sportName: row.sportName,
    categoryName: row.categoryName,
    user: row.user,
    team: row.teamId !== null && row.teamName !== null ? { id: row.teamId, name: row.teamName } : null,
  };
}

/** What the audit log keeps of a registration. */
const auditable = (row: RegistrationRow) => ({ status: row.status, teamId: row.teamId, teamName: row.teamName, userId: row.user.id });

/** Admin management of an event's registrations and teams: approve, move, withdraw; each with its audit row. */
export class AdminRegistrationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: number, eventId: number, query: z.output<typeof registrationListQuerySchema>) {
    await requireEvent(this.db, tenantId, eventId);
    return (await listEventRegistrations(this.db, eventId, query)).map(presentRegistration);
  }

  async teams(tenantId: number, eventId: number) {
    await requireEvent(this.db, tenantId, eventId);
    return listEventTeams(this.db, eventId);
  }

  /** Who waits in each category, numbered in the order places are offered. */
  async waitlist(tenantId: number, eventId: number): Promise<AdminWaitlistEntry[]> {
    await requireEvent(this.db, tenantId, eventId);
    const positions = new Map<number, number>();
    return (await listEventWaitlist(this.db, eventId)).map((row) => {
      const position = (positions.get(row.eventSportCategoryId) ?? 0) + 1;
      positions.set(row.eventSportCategoryId, position);
      return {
        ...row,
        position,
        status: row.status as AdminWaitlistEntry['status'],
        joinedAt: row.joinedAt.toISOString(),
        offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
      };
    });
  }

  async approve(actor: Actor, eventId: number, registrationId: number) {
    return this.change(actor, eventId, registrationId, 'registration.approved', (before) => {
      if (before.status === 'confirmed') throw new DomainError('CONFLICT', 'This registration is already confirmed.');
      if (before.status === 'withdrawn') {
        throw new DomainError('CONFLICT', 'This registration was withdrawn. The person can register again, or import them again.');
      }
      return { status: 'confirmed' as const };
    });
  }

  /**
   * Withdraws a person as a member's own withdrawal does to money (issue 28): the place's order line
   * is released in the same transaction (a paid one refunded under the tenant's policy, sent by the
   * payment job), and a team left with nobody gives its place back.
   */
  async withdraw(actor: Actor, eventId: number, registrationId: number) {
    return this.change(
      actor,
      eventId,
      registrationId,
      'registration.withdrawn',
      (before) => {
        if (before.status === 'withdrawn') throw new DomainError('CONFLICT', 'This registration is already withdrawn.');
        return { status: 'withdrawn' as const };
      },
      async (before, tx) => {
        const ledger = { tenantId: actor.tenantId, actorUserId: actor.userId, now: this.clock.now() };
        await releaseWithdrawnPlace(tx, ledger, { id: before.id, teamId: before.teamId });
      },
    );
  }

  async move(actor: Actor, eventId: number, registrationId: number, teamId: number) {
    return this.change(actor, eventId, registrationId, 'registration.moved', async (before, tx) => {
      const team = await findTeam(tx, teamId);
      if (!team || team.eventSportCategoryId !== before.eventSportCategoryId) {
        throw new DomainError(
          'TEAM_NOT_FOUND',
          `No team with that id in ${before.sportName} ${before.categoryName}. Choose a team of the same category.`,
        );
      }
      if (team.id === before.teamId) throw new DomainError('CONFLICT', `This person is already on ${team.name}.`);
      return { teamId: team.id };
    });
  }

  private async change(
    actor: Actor,
    eventId: number,
    registrationId: number,
    action: string,
    decide: (before: RegistrationRow, tx: Database) => Promise<RegistrationChanges> | RegistrationChanges,
    /** What else the change does in its transaction, after the row is written (money, for a withdrawal). */
    afterWrite?: (before: RegistrationRow, tx: Database) => Promise<void>,
  ) {
    return retryOnConflict(() =>
      this.db.transaction(async (tx) => {
        await requireEvent(tx, actor.tenantId, eventId);
        const before = await findEventRegistration(tx, eventId, registrationId);
        if (!before) throw new DomainError('NOT_FOUND', 'Registration not found at this event.');
        await updateRegistration(tx, registrationId, await decide(before, tx));
        await afterWrite?.(before, tx);
        const after = (await findEventRegistration(tx, eventId, registrationId))!;
        await writeAuditEntry(tx, {
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          action,
          entity: 'registration',
          entityId: registrationId,
          before: auditable(before),
          after: auditable(after),
          at: this.clock.now(),
        });
        return presentRegistration(after);
      }),
    );
  }
}

export async function requireEvent(db: Database, tenantId: number, eventId: number) {
  const row = await findTenantEventRow(db, tenantId, eventId);
  if (!row) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
  return row.event;
}

/** A join code for a team made by an admin (people join with it like any other team). */
export const newJoinCode = () => randomBytes(4).toString('hex').toUpperCase();

/** Teams of a category by lower-case name. */
export async function teamsByName(db: Database, eventSportCategoryIds: number[]) {
  if (eventSportCategoryIds.length === 0) return new Map<string, { id: number }>();
  const rows = await listTeamsWithLowerNames(db, eventSportCategoryIds);
  return new Map(rows.map((row) => [`${row.eventSportCategoryId}|${row.name}`, { id: row.id }]));
}
