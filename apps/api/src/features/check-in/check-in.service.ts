import type { CheckInUser, VerifyCheckInAnswer, VerifyCheckInRequest } from '@podium/contracts/check-in/verify-check-in';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../platform/clock';
import type { AppMetrics } from '../metrics';
import type { SessionTokenClaims } from '../sessions';
import { MESSAGES } from '@podium/contracts/messages';
import { requireOpenEventDay } from './check-in-window';
import { presentCategoryChoice, presentCheckInUser, presentRecorded } from './check-in.presenter';
import type { CategoryView, CheckInContext, RecordedAttendance, ScanLogEntry } from './check-in.repository';
import type { CheckInStore } from './check-in-store';
import { lateCodeAllowanceSeconds, scanTimeForWindow } from './offline-scan';
import { codeTimeOf, verifyRotatingCode } from './rotating-code';
import { outcomeOfStored, storedOutcomeOf, type CheckInOutcome } from './stored-outcome';

export interface VerifyCheckInCommand {
  tenantId: number;
  /** The token's claims (valid signature, this tenant); the session row is checked by the context read. */
  session: SessionTokenClaims;
  input: VerifyCheckInRequest;
  device: string | null;
}

type Direction = 'check-in' | 'check-out';
type Target = { category: CategoryView; type: 'participant' | 'visitor' };

/** What the scan asks for, decided from the context read alone (no writes yet). */
type Plan =
  | { kind: 'answer'; answer: VerifyCheckInAnswer }
  | { kind: 'record'; user: CheckInUser; userType: 'Participant' | 'Visitor'; direction: Direction; eventDay: string; targets: Target[] };

/** Spec section 7: the visitor's single-category call fixes the venue to 'visitor'. */
const VISITOR_VENUE = 'visitor';
const sameVenue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Attendance check-in by scanned code: read everything in one statement, decide, then write the
 * records (idempotently), the scan log with its outcome or reason, and the answer under the scan id
 * (so a retry replays it) in one more statement. Two round trips in all (the context read checks the
 * session too); only a racing call for the same records costs more (see `record`).
 */
export class CheckInService {
  constructor(
    /** `checkInStoreOn(db)` in production; an in-memory fake in the rules tests. */
    private readonly store: CheckInStore,
    private readonly clock: Clock,
    private readonly metrics?: AppMetrics,
  ) {}

  /** The scan's answer; a refusal is thrown as its DomainError (after it is logged and kept for retries). */
  async verify(command: VerifyCheckInCommand): Promise<VerifyCheckInAnswer> {
    const outcome = await this.decideAndRecord(command);
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.answer;
  }

  private async decideAndRecord(command: VerifyCheckInCommand): Promise<CheckInOutcome> {
    const now = this.clock.now();
    const { input, session, tenantId } = command;
    const scanId = input.scanId ?? null;
    const context = await this.store.readContext({
      tenantId,
      sessionId: session.sessionId,
      userId: session.userId,
      eventId: input.eventId,
      sportId: input.sportId,
      scanId,
      now,
    });
    if (!context.person) throw new DomainError('UNAUTHENTICATED', MESSAGES.checkIn.sessionExpired);
    if (context.replay) return outcomeOfStored({ statusCode: context.replay.statusCode, body: context.replay.reply });

    const entry = {
      tenantId,
      userId: session.userId,
      eventId: input.eventId,
      sportId: input.sportId,
      venue: input.venue,
      scanId,
      now,
      device: command.device,
      codeAt: input.codeStep === undefined ? null : codeTimeOf(input.codeStep),
      deviceScannedAt: input.scannedAt ? new Date(input.scannedAt) : null,
      isOffline: input.offline === true,
    };
    let plan: Plan;
    try {
      plan = this.decide(command, context, now);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.logAndStore({ ...entry, outcome: 'refused', reason: error.code }, { refusal: error });
    }
    if (plan.kind === 'answer') {
      return this.logAndStore({ ...entry, outcome: 'categories', reason: null }, { answer: plan.answer });
    }
    return this.record(command, context, plan, { ...entry, reason: null }, now);
  }

  /**
   * Writes the plan's records. The answer is computed first from the context read (a record it
   * found is "already", any other is new at `now`) and written with the records in one statement.
   * When a racing call recorded one of them in between, that statement writes only records; the
   * answer is then recomputed from the actual records and logged and stored by a second one.
   */
  private async record(
    command: VerifyCheckInCommand,
    context: CheckInContext,
    plan: Extract<Plan, { kind: 'record' }>,
    entry: Omit<ScanLogEntry, 'outcome'>,
    now: Date,
  ): Promise<CheckInOutcome> {
    const { direction, targets } = plan;
    const predicted: RecordedAttendance[] = targets.map(({ category }) => {
      const earlier = direction === 'check-out' ? category.checkedOutAt : category.checkedInAt;
      return { eventSportCategoryId: category.id, recordedAt: earlier ?? now.toISOString(), isNew: earlier === null };
    });
    const fresh = targets.filter((_, index) => predicted[index]!.isNew);
    const answerFor = (records: RecordedAttendance[]) => {
      const answer = presentRecorded({ user: plan.user, context, userType: plan.userType, direction, targets, records });
      return { result: { answer }, outcome: answer.alreadyCheckedIn ? ('already' as const) : ('recorded' as const) };
    };
    const first = answerFor(predicted);
    const written = await this.store.recordScan(
      {
        tenantId: command.tenantId,
        eventId: context.event!.id,
        userId: command.session.userId,
        eventDay: plan.eventDay,
        direction,
        scanId: entry.scanId,
        now,
        isOffline: entry.isOffline,
        targets: fresh.map((target) => ({ eventSportCategoryId: target.category.id, type: target.type })),
      },
      { ...entry, outcome: first.outcome },
      storedOutcomeOf(first.result),
    );
    // Counted once committed: podium_check_ins_total by event and type.
    for (const target of fresh.filter((candidate) => written.insertedIds.includes(candidate.category.id))) {
      const type = direction === 'check-out' ? 'check-out' : target.type;
      this.metrics?.checkIns.inc({ event_id: String(context.event!.id), type });
    }
    if (written.complete) {
      if (written.stored || entry.scanId === null) return first.result;
      const stored = await this.store.readStoredReply(command.session.userId, entry.scanId);
      return stored ? outcomeOfStored(stored) : first.result;
    }
    const inserted = new Set(written.insertedIds);
    const raced = predicted.filter((record) => record.isNew && !inserted.has(record.eventSportCategoryId));
    const times = await this.store.readAttendanceTimes({
      userId: command.session.userId,
      eventDay: plan.eventDay,
      direction,
      eventSportCategoryIds: raced.map((record) => record.eventSportCategoryId),
    });
    const actual = predicted.map((record) => {
      if (!raced.includes(record)) return record;
      const recordedAt = times.get(record.eventSportCategoryId);
      if (!recordedAt) throw new Error(`attendance of category ${record.eventSportCategoryId} was neither inserted nor found`);
      return { ...record, recordedAt, isNew: false };
    });
    const second = answerFor(actual);
    return this.logAndStore({ ...entry, outcome: second.outcome }, second.result);
  }

  /** Logs the scan and keeps its outcome; a racing call of the same scan id that stored first wins. */
  private async logAndStore(entry: ScanLogEntry, outcome: CheckInOutcome): Promise<CheckInOutcome> {
    const earlier = await this.store.logScanAndStoreReply(entry, storedOutcomeOf(outcome));
    return earlier ? outcomeOfStored(earlier) : outcome;
  }

  private decide(command: VerifyCheckInCommand, context: CheckInContext, now: Date): Plan {
    const { input } = command;
    const { event, sport } = context;
    if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found. Scan a code of an event on this site.');
    if (!sport) throw new DomainError('SPORT_NOT_FOUND', 'Sport not found. Scan the code shown at the venue again.');
    if (context.categories.length === 0) throw new DomainError('SPORT_NOT_FOUND', `${sport.name} is not played at ${event.name}.`);
    // A queued rotating code is judged at its signed time (offline-scan.ts), anything else at arrival.
    const eventDay = requireOpenEventDay(event, scanTimeForWindow(event, input, now));
    const direction: Direction = input.direction === 'out' ? 'check-out' : 'check-in';
    const chosenIds = input.eventSportCategoryIds ?? (input.eventSportCategoryId !== undefined ? [input.eventSportCategoryId] : undefined);

    let plan: { targets: Target[]; userType: 'Participant' | 'Visitor' } | 'choose';
    if (input.isVisitor || chosenIds) {
      plan = this.planVisitor(context, input, chosenIds ?? [], direction, now);
    } else {
      plan = this.planParticipant(context, input, direction, now);
    }
    const user = presentCheckInUser(context.person!, context.companyName);
    if (plan === 'choose') {
      const atVenue = context.categories.filter((category) => sameVenue(category.venue, input.venue));
      return { kind: 'answer', answer: presentCategoryChoice(user, context, atVenue) };
    }
    return { kind: 'record', user, userType: plan.userType, direction, eventDay, targets: plan.targets };
  }

  /** First call: a registered person is recorded at once; anyone else gets the categories to choose from. */
  private planParticipant(context: CheckInContext, input: VerifyCheckInRequest, direction: Direction, now: Date) {
    const sportName = context.sport!.name;
    this.checkCode(context, input, input.venue, direction, now);
    const atVenue = context.categories.filter((category) => sameVenue(category.venue, input.venue));
    if (atVenue.length === 0) {
      const venues = [...new Set(context.categories.map((category) => category.venue))].join(', ');
      throw new DomainError('WRONG_VENUE', `${sportName} is not played at ${input.venue}. It is played at ${venues}.`);
    }
    if (direction === 'check-out') return this.planCheckOut(atVenue, input.venue);
    const registeredHere = atVenue.filter((category) => category.isRegistered);
    if (registeredHere.length > 0) {
      return { targets: registeredHere.map((category) => ({ category, type: 'participant' as const })), userType: 'Participant' as const };
    }
    const registeredElsewhere = context.categories.find((category) => category.isRegistered);
    if (registeredElsewhere) {
      throw new DomainError(
        'WRONG_VENUE',
        `You are registered for ${sportName} (${registeredElsewhere.categoryName}) at ${registeredElsewhere.venue}, not at ${input.venue}.`,
        { venue: registeredElsewhere.venue },
      );
    }
    return 'choose' as const;
  }

  /** Second call: the chosen categories, all of the scanned event and sport, or nothing at all. */
  private planVisitor(context: CheckInContext, input: VerifyCheckInRequest, chosenIds: number[], direction: Direction, now: Date) {
    if (chosenIds.length === 0) throw new DomainError('CATEGORY_REQUIRED', 'Please select at least one category.');
    const chosen: CategoryView[] = [];
    for (const id of new Set(chosenIds)) {
      const category = context.categories.find((candidate) => candidate.id === id);
      if (!category) {
        throw new DomainError(
          'CATEGORY_NOT_AVAILABLE',
          `Category ${id} is not a ${context.sport!.name} category of ${context.event!.name}. Nothing was recorded.`,
          { eventSportCategoryId: id },
        );
      }
      chosen.push(category);
    }
    // One scanned code names one venue, and every chosen category must be played there (issue #12,
    // findings 7 and 10). With the spec's venue 'visitor' the call does not name it: the venue is
    // that of the chosen categories, all of them, and a rotating code's signature must be for it.
    const codeVenue = sameVenue(input.venue, VISITOR_VENUE) ? chosen[0]!.venue : input.venue;
    const wrongVenue = chosen.find((category) => !sameVenue(category.venue, codeVenue));
    if (wrongVenue) {
      throw new DomainError(
        'WRONG_VENUE',
        `${wrongVenue.categoryName} is played at ${wrongVenue.venue}, not at ${codeVenue}. A code checks you in at its own venue only: for ${wrongVenue.categoryName}, scan the code at ${wrongVenue.venue}. Nothing was recorded.`,
        { venue: wrongVenue.venue },
      );
    }
    this.checkCode(context, input, codeVenue, direction, now);
    if (direction === 'check-out') return this.planCheckOut(chosen, codeVenue);
    return {
      targets: chosen.map((category) => ({ category, type: category.isRegistered ? ('participant' as const) : ('visitor' as const) })),
      userType: 'Visitor' as const,
    };
  }

  /** An exit code checks out of every category the person checked in to today at that venue. */
  private planCheckOut(candidates: CategoryView[], venue: string) {
    const checkedIn = candidates.filter((category) => category.checkedInAt !== null);
    if (checkedIn.length === 0)
      throw new DomainError('NOT_CHECKED_IN', `You have not checked in at ${venue} today, so there is nothing to check out of.`);
    return {
      targets: checkedIn.map((category) => ({ category, type: category.isRegistered ? ('participant' as const) : ('visitor' as const) })),
      userType: checkedIn.some((category) => category.isRegistered) ? ('Participant' as const) : ('Visitor' as const),
    };
  }

  /** Rotating codes: verified when present; required when the event turns them on. */
  private checkCode(context: CheckInContext, input: VerifyCheckInRequest, venue: string, direction: Direction, now: Date): void {
    const event = context.event!;
    if (input.codeStep === undefined && input.codeSignature === undefined) {
      if (event.rotatingCodesRequired) {
        throw new DomainError('INVALID_CODE', 'This venue uses rotating codes: scan the code shown on the kiosk screen.');
      }
      return;
    }
    if (input.codeStep === undefined || input.codeSignature === undefined) {
      throw new DomainError('INVALID_CODE', 'This QR code is not valid. Scan the code shown at the venue.');
    }
    const fields = {
      eventId: event.id,
      sportId: context.sport!.id,
      venue,
      direction: direction === 'check-out' ? ('out' as const) : ('in' as const),
    };
    verifyRotatingCode(event.codeSecret, fields, input.codeStep, input.codeSignature, now, lateCodeAllowanceSeconds(event, input));
  }
}
