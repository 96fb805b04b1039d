import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportResult, type ImportRowError } from '@podium/contracts/admin/admin-registrations';
import { emailSchema } from '@podium/contracts/auth/phone';
import { isOneLineText, ONE_LINE_TEXT_MESSAGE } from '@podium/contracts/text/one-line-text';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import type { Actor } from '../admin-events/admin-events.service';
import { eventCategoryIndex } from './admin-registrations.repository';
import { newJoinCode, requireEvent, teamsByName } from './admin-registrations.service';
import {
  findCompanyByLowerName,
  insertListedCompany,
  listRegistrationsOfUsers,
  upsertConfirmedRegistration,
} from './registrations-import.repository';
import { insertImportedTeam } from '../../tournaments';
import { findPhonesByEmails, findUsersByPhones, insertUser } from '../../users';

type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED: Column[] = ['phone', 'name', 'sport', 'category'];

interface PlannedRow {
  row: number;
  phone: string;
  name: string;
  email: string | null;
  company: string | null;
  sport: string;
  category: string;
  team: string | null;
  eventSportCategoryId: number;
  userId: number | null;
  teamId: number | null;
  outcome: 'register' | 'already-registered';
}

/** Reads the file: a header row naming the columns (any order, any case), then one person per line. */
function readCsv(csv: string): { line: number; values: Record<Column, string> }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true, info: true }) as never;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new DomainError('VALIDATION_FAILED', `The file is not valid CSV: ${error.message}`, {
        rowErrors: [{ row: (error as { lines?: number }).lines ?? 1, column: '', message: error.message }],
      });
    }
    throw error;
  }
  const [header, ...rows] = records;
  const names = (header?.record ?? []).map((name) => name.toLowerCase());
  const missing = REQUIRED.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    const message = `The first line must name the columns ${IMPORT_COLUMNS.join(',')}; missing: ${missing.join(', ')}.`;
    throw new DomainError('VALIDATION_FAILED', message, { rowErrors: [{ row: 1, column: missing[0]!, message }] });
  }
  if (rows.length === 0) throw new DomainError('VALIDATION_FAILED', 'The file has a header but no people. Add one person per line.');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new DomainError('VALIDATION_FAILED', `The file has ${rows.length} people; at most ${IMPORT_MAX_ROWS} at once. Split it.`);
  }
  return rows.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, record[names.indexOf(column)] ?? ''])) as Record<Column, string>,
  }));
}

/**
 * CSV import of participants: every row is checked first (row-level errors); the writes happen in
 * one transaction and only when no row is bad, so a bad file changes nothing.
 */
export class RegistrationsImportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async import(actor: Actor, eventId: number, input: { csv: string; dryRun: boolean }): Promise<ImportResult> {
    // The event first: another site's event is not found, whatever the file holds.
    await requireEvent(this.db, actor.tenantId, eventId);
    const lines = readCsv(input.csv);
    if (input.dryRun) return this.summary(await this.plan(this.db, actor.tenantId, eventId, lines), true, false);
    return this.db.transaction(async (tx) => {
      const planned = await this.plan(tx, actor.tenantId, eventId, lines);
      if (planned.errors.length > 0) {
        const first = planned.errors[0]!;
        throw new DomainError(
          'VALIDATION_FAILED',
          `${planned.errors.length} row(s) need fixing; nothing was imported. Line ${first.row}, ${first.column}: ${first.message}`,
          { rowErrors: planned.errors },
        );
      }
      const ids = await this.write(tx, actor.tenantId, planned.rows);
      await writeAuditEntry(tx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        action: 'registrations.imported',
        entity: 'event',
        entityId: eventId,
        before: null,
        after: { rows: planned.rows.length, ...ids },
        at: this.clock.now(),
      });
      return this.summary(planned, false, true);
    });
  }

  private summary(planned: { rows: PlannedRow[]; errors: ImportRowError[] }, dryRun: boolean, written: boolean): ImportResult {
    const newTeams = new Set(planned.rows.filter((row) => row.team && row.teamId === null).map((row) => teamKey(row)));
    return {
      dryRun,
      valid: planned.errors.length === 0,
      written,
      rows: planned.rows.map((row) => ({
        row: row.row,
        phone: row.phone,
        name: row.name,
        sport: row.sport,
        category: row.category,
        team: row.team,
        newUser: row.userId === null,
        newTeam: row.team !== null && row.teamId === null,
        outcome: row.outcome,
      })),
      errors: planned.errors,
      counts: {
        rows: planned.rows.length,
        newUsers: new Set(planned.rows.filter((row) => row.userId === null).map((row) => row.phone)).size,
        newTeams: newTeams.size,
        registrations: planned.rows.filter((row) => row.outcome === 'register').length,
      },
    };
  }

  private async plan(db: Database, tenantId: number, eventId: number, lines: ReturnType<typeof readCsv>) {
    await requireEvent(db, tenantId, eventId);
    const categories = await eventCategoryIndex(db, eventId);
    const errors: ImportRowError[] = [];
    const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });

    const phones = lines.map((line) => normalisePhone(line.values.phone)).filter((phone): phone is string => phone !== null);
    const known = phones.length ? await findUsersByPhones(db, tenantId, [...new Set(phones)]) : [];
    const userByPhone = new Map(known.map((user) => [user.phone!, user]));
    const emails = lines.map((line) => line.values.email.toLowerCase()).filter(Boolean);
    const emailOwners = emails.length ? await findPhonesByEmails(db, tenantId, [...new Set(emails)]) : [];
    const phoneByEmail = new Map(emailOwners.map((owner) => [owner.email, owner.phone]));
    const existing = known.length
      ? await listRegistrationsOfUsers(
          db,
          known.map((user) => user.id),
        )
      : [];
    const registered = new Set(existing.filter((r) => r.status !== 'withdrawn').map((r) => `${r.userId}|${r.eventSportCategoryId}`));
    const teamIndex = await teamsByName(db, [...new Set([...categories.values()].map((category) => category.id))]);

    const rows: PlannedRow[] = [];
    const seen = new Map<string, number>();
    for (const { line, values } of lines) {
      const before = errors.length;
      const phone = normalisePhone(values.phone);
      if (!values.phone) fail(line, 'phone', 'Phone is missing.');
      else if (!phone) fail(line, 'phone', `"${values.phone}" is not a 10-digit mobile number.`);
      if (!values.name) fail(line, 'name', 'Name is missing.');
      else if (values.name.length > 120) fail(line, 'name', 'Name is longer than 120 characters.');
      if (values.email && !emailSchema.safeParse(values.email).success) fail(line, 'email', `"${values.email}" is not an email address.`);
      if (values.company.length > 120) fail(line, 'company', 'Company is longer than 120 characters.');
      if (values.team.length > 80) fail(line, 'team', 'Team name is longer than 80 characters.');
      // A quoted cell may hold a line break; names, companies and teams are printed and exported on one line.
      for (const column of ['name', 'company', 'team'] as const) {
        if (!isOneLineText(values[column])) fail(line, column, ONE_LINE_TEXT_MESSAGE);
      }
      if (!values.sport) fail(line, 'sport', 'Sport is missing.');
      if (!values.category) fail(line, 'category', 'Category is missing.');
      const category = categories.get(`${values.sport.toLowerCase()}|${values.category.toLowerCase()}`);
      if (values.sport && values.category && !category) {
        fail(
          line,
          'category',
          `This event has no ${values.sport} ${values.category}. Add it under the event's sports first, or fix the name.`,
        );
      }
      if (category && !category.isTeamSport && values.team)
        fail(line, 'team', `${category.sportName} is not a team sport; leave team empty.`);
      const user = phone ? userByPhone.get(phone) : undefined;
      const emailOwner = values.email ? phoneByEmail.get(values.email.toLowerCase()) : undefined;
      if (phone && !user && emailOwner !== undefined && emailOwner !== phone) {
        fail(line, 'email', `${values.email} already belongs to another person of this site.`);
      }
      if (phone && category) {
        const key = `${phone}|${category.id}`;
        const earlier = seen.get(key);
        if (earlier !== undefined) fail(line, 'phone', `This person is already on line ${earlier} for the same category.`);
        else seen.set(key, line);
      }
      if (errors.length > before || !phone || !category) continue;
      const team = values.team || null;
      rows.push({
        row: line,
        phone,
        name: values.name,
        email: values.email || null,
        company: values.company || null,
        sport: category.sportName,
        category: category.categoryName,
        team,
        eventSportCategoryId: category.id,
        userId: user?.id ?? null,
        teamId: team ? (teamIndex.get(`${category.id}|${team.toLowerCase()}`)?.id ?? null) : null,
        outcome: user && registered.has(`${user.id}|${category.id}`) ? 'already-registered' : 'register',
      });
    }
    return { rows, errors };
  }

  private async write(tx: Database, tenantId: number, rows: PlannedRow[]) {
    const companyIds = new Map<string, number>();
    const companyId = async (name: string | null) => {
      if (!name) return null;
      const key = name.toLowerCase();
      if (!companyIds.has(key)) {
        const found = await findCompanyByLowerName(tx, tenantId, key);
        // Listed by an admin, so approved at once (typed free-text companies start pending).
        const id = found?.id ?? (await insertListedCompany(tx, tenantId, name));
        companyIds.set(key, id);
      }
      return companyIds.get(key)!;
    };
    const userIds = new Map<string, number>();
    const teamIds = new Map<string, number>();
    const createdUsers: number[] = [];
    const createdTeams: number[] = [];
    const registrationIds: number[] = [];
    for (const row of rows) {
      let userId = row.userId ?? userIds.get(row.phone);
      if (userId === undefined) {
        const made = await insertUser(tx, {
          tenantId,
          phone: row.phone,
          name: row.name,
          email: row.email,
          // The organiser's own list vouches for the address, as an SSO provider's verified claim does.
          emailVerifiedAt: row.email ? this.clock.now() : null,
          companyId: await companyId(row.company),
          isPreRegistered: true,
        });
        userId = made.id;
        createdUsers.push(userId);
      }
      userIds.set(row.phone, userId);
      if (row.outcome === 'already-registered') continue;
      let teamId = row.teamId;
      if (row.team && teamId === null) {
        const key = teamKey(row);
        if (!teamIds.has(key)) {
          const madeId = await insertImportedTeam(tx, {
            eventSportCategoryId: row.eventSportCategoryId,
            name: row.team,
            companyId: await companyId(row.company),
            joinCode: newJoinCode(),
          });
          teamIds.set(key, madeId);
          createdTeams.push(madeId);
        }
        teamId = teamIds.get(key)!;
      }
      registrationIds.push(await upsertConfirmedRegistration(tx, { userId, eventSportCategoryId: row.eventSportCategoryId, teamId }));
    }
    return { createdUserIds: createdUsers, createdTeamIds: createdTeams, registrationIds };
  }
}

const teamKey = (row: { eventSportCategoryId: number; team: string | null }) => `${row.eventSportCategoryId}|${row.team!.toLowerCase()}`;

/** 10 digits; spaces, dashes and a leading +91 are allowed in the file. */
function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '').replace(/^\+91/, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}
