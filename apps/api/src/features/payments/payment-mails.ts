import type { AppContext } from '../../app-context';
import type { FailedPaymentMail } from '../email';
import { findOrder, findReceiptParties } from './payments.repository';
import { labelledLines } from './receipts';

/**
 * What the 'Try again' email of an order's first failed payment attempt says (issue 30): the
 * amount, what it pays for and how long the place stays held. Null when the order is gone or no
 * longer waiting for payment (paid or released since), so a stale mail never goes out.
 */
export async function failedPaymentMailOf(deps: AppContext, orderId: string): Promise<FailedPaymentMail | null> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.status !== 'pending') return null;
  const parties = await findReceiptParties(deps.db, order);
  if (!parties) return null;
  const lines = await labelledLines(deps, order.id);
  return {
    userId: order.userId,
    eventId: order.eventId,
    eventName: parties.eventName,
    amountMinor: order.amountMinor,
    currency: order.currency,
    heldUntil: order.expiresAt,
    items: lines.map((line) => line.label),
  };
}
