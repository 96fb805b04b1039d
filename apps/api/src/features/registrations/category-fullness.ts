import { countActiveRegistrations, type Transaction } from './registrations.repository';
import { countOthersOnList } from './waitlist.repository';

/**
 * Whether an individual category has no place for this person (issue 33 §5), counted with the
 * category's row locked: its places are taken by registrations and by offers held for others, and
 * while anyone else waits, a freed place is theirs first. Accepting one's own offer skips the
 * queue rule: the offer is the person's turn. Unlimited categories are never full.
 */
export async function isCategoryFull(
  tx: Transaction,
  category: { id: number; capacity: number | null },
  userId: number,
  now: Date,
  isAcceptingOffer: boolean,
): Promise<boolean> {
  if (category.capacity === null) return false;
  const taken = await countActiveRegistrations(tx, category.id);
  const others = await countOthersOnList(tx, category.id, userId, now);
  if (taken + others.heldOffers >= category.capacity) return true;
  return !isAcceptingOffer && others.waiting > 0;
}
