import type { StaffCheckInResult } from '@podium/contracts/staff/staff-people';
import type { Database } from '../../../db/client';
import { findTenantPerson } from '../../users';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { localDayAndMinute } from '../../check-in';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { defaultEventDay, listEventStaffCategories, requireStaffEvent, type StaffEventRow } from '../staff-events/staff-events.repository';
import {
  findAttendanceRecord,
  findConfirmedRegistrationId,
  markAttendanceUndone,
  recordStaffCheckIn,
} from './attendance-records.repository';

export interface StaffActor {
  tenantId: number;
  userId: number;
}

export interface StaffCheckInCommand {
  eventId: number;
  userId: number;
  eventSportCategoryId: number;
  method: 'manual' | 'staff-scan';
  reason: string | null;
  day?: string;
  /** A staff scan queued on the staff phone without network and sent later. */
  isOffline?: boolean;
}

/**
 * Check-ins made by staff: by hand from the dashboard (with a reason) or by reading a person's
 * personal code; and undoing a record (with a reason). Each is one transaction with its audit row.
 */
export class StaffCheckInService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async checkIn(actor: StaffActor, command: StaffCheckInCommand, db?: Database): Promise<StaffCheckInResult> {
    const run = async (tx: Database) => {
      const now = this.clock.now();
      const event = await requireStaffEvent(tx, actor.tenantId, command.eventId);
      const day = this.chooseDay(event, command.day, now);
      const category = (await listEventStaffCategories(tx, event.id)).find((candidate) => candidate.id === command.eventSportCategoryId);
      if (!category)
        throw new DomainError('CATEGORY_NOT_AVAILABLE', `That sport category is not part of ${event.name}. Pick one from the list.`);
      const person = await this.requirePerson(tx, actor.tenantId, command.userId);
      const registration = await findConfirmedRegistrationId(tx, person.id, category.id);
      const recorded = await recordStaffCheckIn(tx, {
        tenantId: actor.tenantId,
        eventId: event.id,
        userId: person.id,
        eventSportCategoryId: category.id,
        day,
        type: registration ? 'participant' : 'visitor',
        method: command.method,
        staffUserId: actor.userId,
        reason: command.reason,
        isOffline: command.isOffline ?? false,
        now,
      });
      const record = await findAttendanceRecord(tx, recorded.id);
      if (recorded.isNew) {
        await writeAuditEntry(tx, {
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          action: command.method === 'manual' ? 'attendance.manual-check-in' : 'attendance.staff-scan-check-in',
          entity: 'attendance',
          entityId: recorded.id,
          before: null,
          after: record,
          at: now,
        });
      }
      return {
        record: record!,
        isNew: recorded.isNew,
        person: { id: person.id, name: person.name, phone: person.phone, companyName: person.companyName },
      };
    };
    return db ? run(db) : this.db.transaction(run);
  }

  async undo(actor: StaffActor, attendanceId: number, reason: string): Promise<StaffCheckInResult> {
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const before = await findAttendanceRecord(tx, attendanceId, actor.tenantId);
      if (!before) throw new DomainError('NOT_FOUND', 'Attendance record not found on this site.');
      if (before.undoneAt)
        throw new DomainError('CONFLICT', `This check-in was already undone (${before.undoReason ?? 'no reason given'}).`);
      await markAttendanceUndone(tx, attendanceId, { at: now, byUserId: actor.userId, reason });
      const after = await findAttendanceRecord(tx, attendanceId);
      await writeAuditEntry(tx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        action: 'attendance.undone',
        entity: 'attendance',
        entityId: attendanceId,
        before,
        after,
        at: now,
      });
      const person = await this.requirePerson(tx, actor.tenantId, before.userId);
      return {
        record: after!,
        isNew: false,
        person: { id: person.id, name: person.name, phone: person.phone, companyName: person.companyName },
      };
    });
  }

  /** The asked day (an event day, not in the future), or the default one. */
  private chooseDay(event: StaffEventRow, asked: string | undefined, now: Date): string {
    if (!asked) return defaultEventDay(event, now);
    if (asked < event.startsOn || asked > event.endsOn) {
      throw new DomainError('VALIDATION_FAILED', `${asked} is not a day of ${event.name} (${event.startsOn} to ${event.endsOn}).`);
    }
    if (asked > localDayAndMinute(now, event.timeZone).day)
      throw new DomainError('VALIDATION_FAILED', 'You cannot check someone in for a day that has not begun.');
    return asked;
  }

  private async requirePerson(db: Database, tenantId: number, userId: number) {
    const person = await findTenantPerson(db, tenantId, userId);
    if (!person) throw new DomainError('NOT_FOUND', 'Person not found on this site.');
    return person;
  }
}
