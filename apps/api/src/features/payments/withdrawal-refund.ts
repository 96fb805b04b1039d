import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { paymentOrderLines, paymentOrders, tenantPaymentSettings } from '../../db/schema/index';
import { refundOrder } from './refund-payment';

/**
 * A member withdrew a paid registration before its cut-off (registrations.service checked it):
 * refund that registration's line under the tenant's policy: in full, minus the refund fee, or
 * nothing. Returns the amount refunded and its currency (null when nothing was due).
 */
export async function refundWithdrawal(
  deps: AppContext,
  tenantId: number,
  userId: number,
  registrationId: number,
): Promise<{ amountMinor: number; currency: string } | null> {
  const [line] = await deps.db
    .select({
      orderId: paymentOrderLines.orderId,
      amountMinor: paymentOrderLines.amountMinor,
      refundedMinor: paymentOrders.refundedMinor,
      total: paymentOrders.amountMinor,
      currency: paymentOrders.currency,
    })
    .from(paymentOrderLines)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderLines.orderId))
    .where(
      and(
        eq(paymentOrderLines.registrationId, registrationId),
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.tenantId, tenantId),
        inArray(paymentOrders.status, ['paid', 'partially_refunded']),
      ),
    );
  if (!line) return null;
  const [settings] = await deps.db.select().from(tenantPaymentSettings).where(eq(tenantPaymentSettings.tenantId, tenantId));
  const policy = settings?.refundPolicy ?? 'full';
  if (policy === 'none') return null;
  const fee = policy === 'minus_fee' ? (settings?.refundFeeMinor ?? 0) : 0;
  const amount = Math.min(line.amountMinor - fee, line.total - line.refundedMinor);
  if (amount <= 0) return null;
  await refundOrder(deps, { tenantId, orderId: line.orderId, amountMinor: amount, reason: 'withdrawal', actorUserId: userId });
  return { amountMinor: amount, currency: line.currency };
}
