import { categoryTitle } from '@podium/contracts/registrations/category-eligibility';
import type { AppContext } from '../../app-context';
import { findOfferSubject } from './waitlist.repository';

/** A place just offered to someone on a waiting list (its id is the offer's id). */
export interface WaitlistOffer {
  offerId: number;
  userId: number;
  eventSportCategoryId: number;
  expiresAt: Date;
}

/**
 * Tells each person their offer, after the offer committed. Email today, through the app's
 * EmailNotifier (in the background: a mail problem never fails the offer, and the offer stands on
 * /my-events either way). Web Push, when it exists, joins here as another channel for the same offers.
 */
export async function notifyWaitlistOffers(deps: AppContext, offers: WaitlistOffer[]): Promise<void> {
  if (offers.length === 0) return;
  const subject = await findOfferSubject(deps.db, offers[0]!.eventSportCategoryId);
  if (!subject) return;
  for (const offer of offers) {
    deps.notifier.waitlistOfferMade({
      userId: offer.userId,
      eventName: subject.eventName,
      timeZone: subject.timeZone,
      label: categoryTitle(subject.sportName, subject.categoryName),
      expiresAt: offer.expiresAt,
    });
  }
}
