import { categoryTitle, describeIneligibility, findIneligibility } from '@podium/contracts/registrations/category-eligibility';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { retryOnConflict } from '../../platform/database-errors';
import { findPublishedEvent, registrationClosesAt } from '../events';
import type { UserRow } from '../users';
import { isCategoryFull } from './category-fullness';
import { countActiveRegistrations, findFirstFixtureAt, findRegistration, lockSportCategory } from './registrations.repository';
import { register, type RegistrationPayments } from './registrations.service';
import { notifyWaitlistOffers, type WaitlistOffer } from './waitlist-notifier';
import {
  closeOffer,
  closeOpenEntry,
  countOpenOffers,
  expireDueOffers,
  findCategoryEventId,
  findEntryOfUser,
  insertWaitlistEntry,
  listCategoriesWithWaitlistWork,
  lockCategoryForOffers,
  offerToNextWaiting,
} from './waitlist.repository';

/**
 * Puts the person on a full individual category's waiting list (issue 33 §5), checked with the
 * category locked like a registration: open, eligible, not registered, and really full (places
 * taken or held, or others already waiting). Once per person and category.
 */
export async function joinWaitlist(
  db: Database,
  now: Date,
  user: UserRow,
  tenantId: number,
  eventId: number,
  eventSportCategoryId: number,
) {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const event = await findPublishedEvent(tx, tenantId, eventId);
      if (!event) throw new DomainError('EVENT_NOT_FOUND', 'This event was not found.');
      const locked = await lockSportCategory(tx, event.id, eventSportCategoryId);
      if (!locked) throw new DomainError('NOT_FOUND', 'This category is not part of this event.');
      const label = categoryTitle(locked.sport.name, locked.category.name);
      if (locked.sport.isTeamSport) {
        throw new DomainError(
          'VALIDATION_FAILED',
          `${label}: team categories have no waiting list; join a team of your company with its code.`,
        );
      }
      if (now.getTime() >= registrationClosesAt(await findFirstFixtureAt(tx, locked.esc.id), event).getTime()) {
        throw new DomainError('REGISTRATION_CLOSED', `${label}: registration is closed, so its waiting list is too.`);
      }
      const ineligible = findIneligibility(locked.category, { dateOfBirth: user.dateOfBirth, gender: user.gender }, event.startsOn);
      if (ineligible) throw new DomainError('NOT_ELIGIBLE', `${label}: ${describeIneligibility(ineligible)}`);
      const existing = await findRegistration(tx, user.id, locked.esc.id);
      if (existing && existing.status !== 'withdrawn') {
        throw new DomainError('ALREADY_REGISTERED', `${label}: you are already registered for this category.`);
      }
      if (!(await isCategoryFull(tx, locked.esc, user.id, now, false))) {
        throw new DomainError('CATEGORY_NOT_FULL', `${label}: this category still has places. Register for it instead.`);
      }
      const entry = await insertWaitlistEntry(tx, { userId: user.id, eventSportCategoryId: locked.esc.id, now });
      if (!entry) throw new DomainError('ALREADY_WAITING', `${label}: you are already on its waiting list.`);
      return entry;
    }),
  );
}

/** Takes the person off a category's waiting list; a place offered to them goes to the next person. */
export async function leaveWaitlist(deps: AppContext, user: UserRow, tenantId: number, eventId: number, eventSportCategoryId: number) {
  const event = await findPublishedEvent(deps.db, tenantId, eventId);
  if (!event) throw new DomainError('EVENT_NOT_FOUND', 'This event was not found.');
  const closed = await closeOpenEntry(deps.db, { userId: user.id, eventSportCategoryId, now: deps.clock.now(), status: 'left' });
  if (!closed) throw new DomainError('NOT_FOUND', 'You are not on the waiting list of this category.');
  if (closed.wasOffered) await offerFreedPlaces(deps, eventSportCategoryId);
}

/**
 * Accepts an offer: registers the person for the category, as a registration does (a paid
 * category holds the place with an order to pay, for the usual hold), and claims the offer in the
 * same transaction. An offer expired, declined or already accepted is refused with OFFER_CLOSED.
 */
export async function acceptOffer(deps: AppContext, user: UserRow, tenantId: number, offerId: number, payments: RegistrationPayments) {
  const now = deps.clock.now();
  const entry = await findEntryOfUser(deps.db, offerId, user.id);
  if (!entry) throw new DomainError('NOT_FOUND', 'This offer was not found.');
  if (entry.status !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt.getTime() <= now.getTime()) {
    throw new DomainError('OFFER_CLOSED', 'This offer has expired or was already answered: the place went to the next person waiting.');
  }
  const eventId = await eventOfCategory(deps.db, tenantId, entry.eventSportCategoryId);
  const request = { eventId, entries: [{ eventSportCategoryId: entry.eventSportCategoryId, mode: 'individual' as const }] };
  return { eventId, ...(await register(deps.db, now, user, tenantId, request, payments, { offerId })) };
}

/** Declines an offer: its place goes to the next person waiting at once. */
export async function declineOffer(deps: AppContext, user: UserRow, offerId: number) {
  const now = deps.clock.now();
  const declined = await closeOffer(deps.db, { offerId, userId: user.id, now, status: 'declined' });
  if (!declined) {
    if (!(await findEntryOfUser(deps.db, offerId, user.id))) throw new DomainError('NOT_FOUND', 'This offer was not found.');
    throw new DomainError('OFFER_CLOSED', 'This offer has expired or was already answered.');
  }
  await offerFreedPlaces(deps, declined.eventSportCategoryId);
}

async function eventOfCategory(db: Database, tenantId: number, eventSportCategoryId: number): Promise<number> {
  const eventId = await findCategoryEventId(db, eventSportCategoryId);
  const event = eventId === null ? undefined : await findPublishedEvent(db, tenantId, eventId);
  if (!event) throw new DomainError('NOT_FOUND', 'This offer was not found.');
  return event.id;
}

/**
 * Offers a category's free places to the people first on its list, for WAITLIST_OFFER_HOURS, then
 * tells each of them (after the commit). Free = capacity − registrations − open offers, counted
 * with the category's row locked, so two replicas or a registration racing this never hand one
 * place out twice. Offers past their time expire here first. `skipLocked`: the job passes over a
 * category someone else is working on (it comes back next run).
 */
export async function offerFreedPlaces(
  deps: AppContext,
  eventSportCategoryId: number,
  options: { skipLocked: boolean } = { skipLocked: false },
): Promise<WaitlistOffer[]> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.WAITLIST_OFFER_HOURS * 3_600_000);
  const result = await retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      const category = await lockCategoryForOffers(tx, eventSportCategoryId, options);
      if (!category || category.capacity === null) return null;
      const expired = await expireDueOffers(tx, category.id, now);
      const free = category.capacity - (await countActiveRegistrations(tx, category.id)) - (await countOpenOffers(tx, category.id));
      const offered = free > 0 ? await offerToNextWaiting(tx, { eventSportCategoryId: category.id, places: free, now, expiresAt }) : [];
      return { tenantId: category.tenantId, changed: expired > 0 || offered.length > 0, offered };
    }),
  );
  if (!result) return [];
  // The public category shows how many wait: a change there refreshes the cached event answers.
  if (result.changed) await deps.publicCache.invalidate(result.tenantId);
  const offers = result.offered.map((row) => ({
    offerId: row.id,
    userId: row.userId,
    eventSportCategoryId,
    expiresAt: row.offerExpiresAt!,
  }));
  await notifyWaitlistOffers(deps, offers);
  return offers;
}

/** One run of the waiting-list job: every category with people waiting or offers past their time. */
export async function runWaitlistJobs(deps: AppContext): Promise<WaitlistOffer[]> {
  const offered: WaitlistOffer[] = [];
  for (const eventSportCategoryId of await listCategoriesWithWaitlistWork(deps.db, deps.clock.now(), 500)) {
    offered.push(...(await offerFreedPlaces(deps, eventSportCategoryId, { skipLocked: true })));
  }
  return offered;
}
