import type { Order } from '@podium/contracts/payments/order';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { formatAmount } from '../../../lib/format-amount';
import { downloadCreditNote, downloadReceipt, useMyOrders, useOpenCheckout } from '../api/orders';
import { useStartCheckout } from '../use-start-checkout';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { ORDER_STATUS_LABELS } from '../order-status';
import { RefundNotes } from './refund-notes';
import { describeHoldLeft, hasFailedAttempt, useNow } from '../hold-time';

/** A refund was made and has not reached the member yet (nor failed): what a member wants to read first. */
const isRefundOnItsWay = (order: Order) => order.refunds.some((refund) => refund.status !== 'processed' && refund.status !== 'failed');

/**
 * The refunds that have a credit note, with its number (issue 30): each refund that went through
 * (or is on its way), numbered after the receipt in the order the refunds were made, as the API does.
 */
function creditNotesOf(order: Order): Array<{ refundId: number; number: string }> {
  if (!order.receiptNumber) return [];
  return order.refunds.flatMap((refund, index) =>
    refund.id !== null && refund.status !== 'failed' ? [{ refundId: refund.id, number: `${order.receiptNumber}-C${index + 1}` }] : [],
  );
}

/** An unpaid order's hold in words; after a failed attempt, that the place is still held (issue 30). */
function PendingNote({ order, now }: { order: Order; now: number }) {
  if (order.status !== 'pending') return null;
  const hold = describeHoldLeft(order, now);
  if (!hold) return <p className="text-sm text-slate-600">The hold is over; the place is being released.</p>;
  if (hasFailedAttempt(order))
    return (
      <p className="text-sm font-medium text-red-700" data-testid="payment-failed-note">
        The payment did not go through. Your place is {hold}.
      </p>
    );
  return <p className="text-sm text-slate-600">Your place is {hold}.</p>;
}

/** My payments on /my-events: status, 'Pay now' (or 'Try again') for a pending order, the receipt of a paid one. */
export function MyOrders({ enabled }: { enabled: boolean }) {
  const orders = useMyOrders({ enabled });
  const openCheckout = useOpenCheckout();
  const startCheckout = useStartCheckout();
  const now = useNow();
  if (!orders.data || orders.data.length === 0) return null;

  const payNow = async (order: Order) => {
    try {
      await startCheckout(await openCheckout.mutateAsync(order.orderId));
    } catch (error) {
      toast.error(errorMessage(error, { fallback: 'The checkout could not be opened. Please try again.' }));
    }
  };

  return (
    <section aria-labelledby="payments-heading" className="mt-8">
      <h2 id="payments-heading" className="text-xl font-bold">
        Payments
      </h2>
      <ul className="mt-3 space-y-3">
        {orders.data.map((order) => (
          <Panel as="li" padding="sm" key={order.orderId} className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-semibold">{formatAmount(order.amount, order.currency)}</p>
              <p className="text-sm text-slate-600" data-testid="order-status">
                {isRefundOnItsWay(order) ? 'Refund on its way' : ORDER_STATUS_LABELS[order.status]}
                {order.receiptNumber ? ` · Receipt ${order.receiptNumber}` : ''}
                {order.refunded > 0 ? ` · ${formatAmount(order.refunded, order.currency)} refunded` : ''}
              </p>
              <PendingNote order={order} now={now} />
              <RefundNotes order={order} />
            </div>
            <div className="flex flex-wrap gap-2">
              {order.status === 'pending' && (
                <Button onClick={() => void payNow(order)}>{hasFailedAttempt(order) ? 'Try again' : 'Pay now'}</Button>
              )}
              {order.receiptNumber && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    void downloadReceipt(order.orderId, order.receiptNumber!).catch((error: Error) => toast.error(error.message))
                  }
                >
                  Download receipt
                </Button>
              )}
              {creditNotesOf(order).map((note) => (
                <Button
                  key={note.refundId}
                  variant="secondary"
                  onClick={() =>
                    void downloadCreditNote(order.orderId, note.refundId, note.number).catch((error: Error) => toast.error(error.message))
                  }
                >
                  Credit note {note.number}
                </Button>
              ))}
            </div>
          </Panel>
        ))}
      </ul>
    </section>
  );
}
