import type { Order } from '@podium/contracts/payments/order';
import type { AppContext } from '../../app-context';
import { DomainError } from '../../errors/domain-error';
import { canonicalOriginOf } from '../tenants';
import { openCheckout } from './order-checkout';
import { findOrder, orderLines } from './payments.repository';
import { presentOrder } from './payments.presenter';
import { refundsOfOrders } from './payment-lines.repository';
import { formatMoney } from '@podium/contracts/payments/format-money';

/**
 * The order part of a paid registration's answer: the provider's order is made now; when the
 * provider does not answer, the registrations stay held and the member is told to use 'Pay now'.
 */
export async function paidOrderAnswer(deps: AppContext, tenantId: number, orderId: string): Promise<{ order: Order; message: string }> {
  const origin = await canonicalOriginOf(deps.db, tenantId, deps.config.PORT);
  let message: string | undefined;
  try {
    await openCheckout(deps, orderId, `${origin}/my-events`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    message = error.message;
  }
  const order = (await findOrder(deps.db, orderId))!;
  const hold = deps.config.PAYMENT_HOLD_MINUTES;
  return {
    order: presentOrder(order, await orderLines(deps.db, orderId), await refundsOfOrders(deps.db, [orderId])),
    message: message ?? `Pay ${formatMoney(order.amountMinor, order.currency)} within ${hold} minutes to confirm your registration.`,
  };
}
