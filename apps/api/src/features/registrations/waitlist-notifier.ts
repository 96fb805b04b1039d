import { categoryTitle } from '@podium/contracts/registrations/category-eligibility';
import type { AppContext } from '../../app-context';
import { findOfferSubject } from './waitlist.repository';
import { queueForPeople, usersWhoChoseEmail, waitlistOfferMessage } from '../notifications';

/** A place just offered to someone on a waiting list (its id is the offer's id). */
export interface WaitlistOffer {
  offerId: number;
  userId: number;
  eventSportCategoryId: number;
  expiresAt: Date;
}

/**
 * Tells each person their offer, after the offer committed: by push (queued in the notifications
 * outbox, sent by its job) and by email through the app's EmailNotifier (in the background: a mail
 * problem never fails the offer, and the offer stands on /my-events either way), each as the person
 * chose on /profile.
 */
export async function notifyWaitlistOffers(deps: AppContext, offers: WaitlistOffer[]): Promise<void> {
  if (offers.length === 0) return;
  const subject = await findOfferSubject(deps.db, offers[0]!.eventSportCategoryId);
  if (!subject) return;
  const label = categoryTitle(subject.sportName, subject.categoryName);
  await queueForPeople(
    deps,
    'waitlist',
    offers.map((offer) => ({
      userId: offer.userId,
      tenantId: subject.tenantId,
      // The email goes below; the outbox holds only the push.
      emailReachable: false,
      subjectKey: `waitlist-offer:${offer.offerId}:${offer.expiresAt.getTime()}`,
      message: waitlistOfferMessage({
        offerId: offer.offerId,
        label,
        eventName: subject.eventName,
        expiresAt: offer.expiresAt,
        timeZone: subject.timeZone,
      }),
    })),
  );
  const mailed = await usersWhoChoseEmail(
    deps.db,
    'waitlist',
    offers.map((offer) => offer.userId),
  );
  for (const offer of offers) {
    if (!mailed.has(offer.userId)) continue;
    deps.notifier.waitlistOfferMade({
      userId: offer.userId,
      eventName: subject.eventName,
      timeZone: subject.timeZone,
      label,
      expiresAt: offer.expiresAt,
    });
  }
}
