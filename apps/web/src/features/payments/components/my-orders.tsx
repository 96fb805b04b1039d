import type { Order } from '@podium/contracts/payments/order';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/http-client';
import { formatAmount } from '../../../lib/format-amount';
import { downloadReceipt, useMyOrders, useOpenCheckout } from '../api/orders';
import { useStartCheckout } from '../use-start-checkout';
import { buttonClass } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { ORDER_STATUS_LABELS } from '../order-status';
import { RefundNotes } from './refund-notes';

/** My payments on /my-events: status, 'Pay now' for a pending order, the receipt of a paid one. */
export function MyOrders({ enabled }: { enabled: boolean }) {
  const orders = useMyOrders({ enabled });
  const openCheckout = useOpenCheckout();
  const startCheckout = useStartCheckout();
  if (!orders.data || orders.data.length === 0) return null;

  const payNow = async (order: Order) => {
    try {
      await startCheckout(await openCheckout.mutateAsync(order.orderId));
    } catch (error) {
      toast.error(error instanceof ApiError ? (error.serverMessage ?? error.message) : 'The checkout could not be opened.');
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
                {ORDER_STATUS_LABELS[order.status]}
                {order.receiptNumber ? ` · Receipt ${order.receiptNumber}` : ''}
                {order.refunded > 0 ? ` · ${formatAmount(order.refunded, order.currency)} refunded` : ''}
              </p>
              <RefundNotes order={order} />
            </div>
            <div className="flex gap-2">
              {order.status === 'pending' && (
                <button type="button" onClick={() => void payNow(order)} className={buttonClass('primary')}>
                  Pay now
                </button>
              )}
              {order.receiptNumber && (
                <button
                  type="button"
                  onClick={() =>
                    void downloadReceipt(order.orderId, order.receiptNumber!).catch((error: Error) => toast.error(error.message))
                  }
                  className={buttonClass('secondary')}
                >
                  Download receipt
                </button>
              )}
            </div>
          </Panel>
        ))}
      </ul>
    </section>
  );
}
