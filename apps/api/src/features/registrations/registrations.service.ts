import { categoryTitle, describeIneligibility, findIneligibility } from '@podium/contracts/registrations/category-eligibility';
import type { RegisterRequest, RegistrationEntry } from '@podium/contracts/registrations/registration';
import type { Database } from '../../db/client';
import type { UserRow } from '../users';
import { DomainError } from '../../errors/domain-error';
import { issueCoupons } from '../coupons';
import { findPublishedEvent, type EventRow, registrationClosesAt } from '../events';
import { insertTeam } from '../tournaments';
import {
  countTeamMembers,
  countTeams,
  findFirstFixtureAt,
  findRegistration,
  findTeamByJoinCode,
  findTeamNamed,
  insertRegistration,
  lockSportCategory,
  lockSportCategoryById,
  lockUserRegistration,
  markRegistrationWithdrawn,
  reviveRegistration,
  type LockedCategory,
  type Transaction,
} from './registrations.repository';
import { isForeignKeyViolation, isUniqueViolation, retryOnConflict } from '../../platform/database-errors';
import { createPendingOrder, quoteFees, releaseWithdrawnPlace, teamFeeState, type WithdrawalMoney } from '../payments';
import { isCategoryFull } from './category-fullness';
import { newInviteCode, newJoinCode } from './new-invite-code';
import { closeOffer, closeOpenEntry } from './waitlist.repository';

type User = UserRow;

/** Who takes entry fees (issue 15): the configured provider, null when payments are off. */
export interface RegistrationPayments {
  provider: 'demo' | 'razorpay' | 'stripe' | null;
  holdMinutes: number;
  /** Order-flood limits per member (issue 28). */
  limits: { maxOpenOrders: number; maxOrdersPerHour: number };
}

/** "Badminton — Men's Singles": every refusal of a category names it, so a request for several says which one. */
export const describe = (locked: LockedCategory) => categoryTitle(locked.sport.name, locked.category.name);
export const formatCutoff = (at: Date, timeZone: string) =>
  at.toLocaleString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * Registers the person for one or more categories of an event, all or nothing, in one transaction:
 * each category is locked while its rules are checked (open, eligible, not yet registered, places
 * left, team rules), then the registration is written and the registration coupon issued once.
 */
export async function register(
  db: Database,
  now: Date,
  user: User,
  tenantId: number,
  request: RegisterRequest,
  payments: RegistrationPayments = { provider: null, holdMinutes: 15, limits: { maxOpenOrders: 3, maxOrdersPerHour: 10 } },
  /** Registering by accepting a waiting-list offer (issue 33 §5): the offer is claimed in the same transaction. */
  acceptedOffer?: { offerId: number },
): Promise<{ registrationIds: number[]; couponsIssued: number; orderId: string | null }> {
  const ids = request.entries.map((entry) => entry.eventSportCategoryId);
  if (new Set(ids).size !== ids.length) throw new DomainError('VALIDATION_FAILED', 'Each category can be chosen only once.');
  // Locks in id order, so two requests over the same categories cannot deadlock.
  const entries = [...request.entries].sort((a, b) => a.eventSportCategoryId - b.eventSportCategoryId);
  try {
    return await retryOnConflict(() =>
      db.transaction(async (tx) => {
        const event = await findPublishedEvent(tx, tenantId, request.eventId);
        if (!event) throw new DomainError('EVENT_NOT_FOUND', 'This event was not found.');
        // A paid category holds its place as `pending_payment` until the provider confirms the payment.
        const owed = await quoteFees(tx, entries, now);
        if (owed.size > 0 && !payments.provider) {
          throw new DomainError('PAYMENTS_UNAVAILABLE', 'This category takes an entry fee, and payments are not available right now.');
        }
        const registered: Array<{ id: number; teamId: number | null; status: 'confirmed' | 'pending_payment' }> = [];
        for (const entry of entries) {
          const status = owed.has(entry.eventSportCategoryId) ? 'pending_payment' : 'confirmed';
          registered.push(await registerOne(tx, now, user, event, entry, status, acceptedOffer !== undefined));
        }
        await settleWaitlist(tx, now, user.id, entries, acceptedOffer);
        const registrationIds = registered.map((one) => one.id);
        const lines = entries.flatMap((entry, index) => {
          const fee = owed.get(entry.eventSportCategoryId);
          const one = registered[index]!;
          return fee
            ? [
                {
                  registrationId: one.id,
                  eventSportCategoryId: entry.eventSportCategoryId,
                  amountMinor: fee.amountMinor,
                  currency: fee.currency,
                  // A fee charged per team pays for the team: its members' places stand or fall with it.
                  teamId: fee.perTeam ? one.teamId : null,
                },
              ]
            : [];
        });
        const orderId = lines.length
          ? await createPendingOrder(tx, {
              tenantId,
              userId: user.id,
              eventId: event.id,
              provider: payments.provider!,
              lines,
              now,
              holdMinutes: payments.holdMinutes,
              limits: payments.limits,
            })
          : null;
        // A place held for payment earns nothing yet: the coupon comes with the payment (settle-payment.ts).
        const hasConfirmedPlace = registered.some((one) => one.status === 'confirmed');
        const couponsIssued = hasConfirmedPlace
          ? await issueCoupons(tx, { tenantId, userId: user.id, trigger: 'registration', subject: event.id, now })
          : 0;
        return { registrationIds, couponsIssued, orderId };
      }),
    );
  } catch (error) {
    // The unique index is the last line: a racing duplicate that slipped past the checks lands here.
    if (isUniqueViolation(error, 'registrations_user_esc'))
      throw new DomainError('ALREADY_REGISTERED', 'You are already registered for this category.');
    if (isUniqueViolation(error, 'teams_esc_name'))
      throw new DomainError('TEAM_NAME_TAKEN', 'A team with this name already exists in this category.');
    // A place still paid for by an earlier order line (the ledger's guard): never a 500.
    if (isUniqueViolation(error, 'payment_order_lines_live_registration') || isUniqueViolation(error, 'payment_order_lines_live_team'))
      throw new DomainError('ORDER_STATE_CONFLICT', 'This place is still paid for by an earlier order: ask the organisers to sort it out.');
    if (isForeignKeyViolation(error))
      throw new DomainError('TEAM_NOT_FOUND', 'This team no longer exists: create a team or join another one.');
    throw error;
  }
}

/**
 * The waiting lists after a registration, in its transaction: an accepted offer is claimed (once,
 * and only while open: otherwise the whole registration rolls back), and registering directly takes
 * the person off the lists of those categories.
 */
async function settleWaitlist(
  tx: Transaction,
  now: Date,
  userId: number,
  entries: RegistrationEntry[],
  acceptedOffer: { offerId: number } | undefined,
) {
  if (acceptedOffer) {
    const claimed = await closeOffer(tx, { offerId: acceptedOffer.offerId, userId, now, status: 'accepted' });
    if (!claimed)
      throw new DomainError('OFFER_CLOSED', 'This offer has expired or was already answered: the place went to the next person waiting.');
    return;
  }
  for (const entry of entries) {
    await closeOpenEntry(tx, { userId, eventSportCategoryId: entry.eventSportCategoryId, now, status: 'accepted' });
  }
}

async function registerOne(
  tx: Transaction,
  now: Date,
  user: User,
  event: EventRow,
  entry: RegistrationEntry,
  requestedStatus: 'confirmed' | 'pending_payment',
  isAcceptingOffer: boolean,
): Promise<{ id: number; teamId: number | null; status: 'confirmed' | 'pending_payment' }> {
  const locked = await lockSportCategory(tx, event.id, entry.eventSportCategoryId);
  if (!locked) throw new DomainError('NOT_FOUND', 'This category is not part of this event.');
  const label = describe(locked);

  const closesAt = registrationClosesAt(await findFirstFixtureAt(tx, locked.esc.id), event);
  if (now.getTime() >= closesAt.getTime()) {
    throw new DomainError('REGISTRATION_CLOSED', `${label}: registration closed on ${formatCutoff(closesAt, event.timeZone)}.`);
  }
  const ineligible = findIneligibility(locked.category, { dateOfBirth: user.dateOfBirth, gender: user.gender }, event.startsOn);
  if (ineligible) throw new DomainError('NOT_ELIGIBLE', `${label}: ${describeIneligibility(ineligible)}`);

  const existing = await findRegistration(tx, user.id, locked.esc.id);
  if (existing && existing.status !== 'withdrawn') {
    if (existing.teamId !== null && locked.sport.isTeamSport) {
      throw new DomainError(
        'ALREADY_REGISTERED',
        `${label}: you are already in a team for this category. To change teams, withdraw on My registrations first.`,
      );
    }
    throw new DomainError('ALREADY_REGISTERED', `${label}: you are already registered for this category.`);
  }

  const teamId = await chooseTeam(tx, user, locked, entry, label, { now, isAcceptingOffer });
  // Joining a team whose fee (charged per team) is not paid yet: the place is held with the team's
  // order, confirmed when it is paid and released when it ends unpaid, never free meanwhile.
  const status =
    entry.mode === 'join-team' && teamId !== null && (await teamFeeState(tx, teamId)) === 'held' ? 'pending_payment' : requestedStatus;
  if (existing) {
    await reviveRegistration(tx, existing.id, { status, teamId, createdAt: now });
    return { id: existing.id, teamId, status };
  }
  const createdId = await insertRegistration(tx, { userId: user.id, eventSportCategoryId: locked.esc.id, teamId, status, createdAt: now });
  return { id: createdId, teamId, status };
}

/** The team the entry puts the person on (null for individual sports), after the capacity and team rules. */
async function chooseTeam(
  tx: Transaction,
  user: User,
  locked: LockedCategory,
  entry: RegistrationEntry,
  label: string,
  queue: { now: Date; isAcceptingOffer: boolean },
): Promise<number | null> {
  const { esc, sport } = locked;
  if (!sport.isTeamSport) {
    if (entry.mode !== 'individual')
      throw new DomainError('VALIDATION_FAILED', `${label}: this is an individual sport, register on your own.`);
    if (await isCategoryFull(tx, esc, user.id, queue.now, queue.isAcceptingOffer)) {
      throw new DomainError(
        'CATEGORY_FULL',
        `${label}: this category is full, all ${esc.capacity} places are taken or held. Join its waiting list to be offered the next free place.`,
      );
    }
    return null;
  }
  if (entry.mode === 'individual')
    throw new DomainError('VALIDATION_FAILED', `${label}: this is a team sport, create a team or join one with its code.`);
  if (entry.mode === 'create-team') {
    if (!user.companyId) throw new DomainError('NOT_ELIGIBLE', `${label}: add your company to your profile to create a team.`);
    if (esc.capacity !== null && (await countTeams(tx, esc.id)) >= esc.capacity) {
      throw new DomainError('CATEGORY_FULL', `${label}: this category is full, all ${esc.capacity} team places are taken.`);
    }
    const name = entry.teamName!.trim();
    const sameName = await findTeamNamed(tx, esc.id, name);
    if (sameName) throw new DomainError('TEAM_NAME_TAKEN', `${label}: a team named "${name}" already exists here.`);
    return insertTeam(tx, {
      eventSportCategoryId: esc.id,
      name,
      companyId: user.companyId,
      joinCode: newJoinCode(),
      inviteCode: newInviteCode(),
      createdByUserId: user.id,
    });
  }
  const team = await findTeamByJoinCode(tx, esc.id, entry.joinCode!);
  if (!team) throw new DomainError('TEAM_NOT_FOUND', `${label}: no team here has the join code ${entry.joinCode!.toUpperCase()}.`);
  // A category that allows mixed teams takes colleagues of any company (issue 33 §4).
  if (!esc.allowsMixedTeams && team.companyId !== null && team.companyId !== user.companyId) {
    if (!user.companyId) throw new DomainError('NOT_ELIGIBLE', `${label}: add your company to your profile to join ${team.name}.`);
    throw new DomainError(
      'FORBIDDEN',
      `${label}: ${team.name} is a team of another company, and this category does not allow mixed teams. Join a team of your own company.`,
    );
  }
  if (esc.teamSizeMax !== null && (await countTeamMembers(tx, team.id)) >= esc.teamSizeMax) {
    throw new DomainError('TEAM_FULL', `${label}: ${team.name} is full, it already has ${esc.teamSizeMax} players.`);
  }
  return team.id;
}

/**
 * Withdraws one of the person's registrations, until its category's cut-off, and settles its money
 * in the same transaction (place-ledger.ts: a held place leaves its order, a paid one is refunded
 * under the tenant's policy once, a team left with nobody gives its place back). Withdrawing twice
 * is harmless. Returns whether this call withdrew it (false when it already was) and the money.
 */
export async function withdraw(
  db: Database,
  now: Date,
  user: User,
  tenantId: number,
  registrationId: number,
): Promise<{ changed: boolean; money: WithdrawalMoney | null; eventSportCategoryId: number | null }> {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const row = await lockUserRegistration(tx, user.id, registrationId);
      if (!row) throw new DomainError('NOT_FOUND', 'This registration was not found.');
      if (row.status === 'withdrawn') return { changed: false, money: null, eventSportCategoryId: null };
      const locked = await lockSportCategoryById(tx, row.eventSportCategoryId);
      const event = await findPublishedEvent(tx, tenantId, locked.esc.eventId);
      if (!event) throw new DomainError('NOT_FOUND', 'This registration was not found.');
      const closesAt = registrationClosesAt(await findFirstFixtureAt(tx, locked.esc.id), event);
      if (now.getTime() >= closesAt.getTime()) {
        throw new DomainError(
          'REGISTRATION_CLOSED',
          `${describe(locked)}: you can no longer withdraw, withdrawals closed on ${formatCutoff(closesAt, event.timeZone)}.`,
        );
      }
      await markRegistrationWithdrawn(tx, row.id);
      const money = await releaseWithdrawnPlace(tx, { tenantId, actorUserId: user.id, now }, { id: row.id, teamId: row.teamId });
      return { changed: true, money, eventSportCategoryId: row.eventSportCategoryId };
    }),
  );
}
