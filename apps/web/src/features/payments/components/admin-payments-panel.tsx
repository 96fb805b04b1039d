import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { formatAmount } from '../../../lib/format-amount';
import { useAdminEvents } from '../../../lib/console-events';
import { downloadOrdersCsv, useAdminOrders, useRefundOrder, type AdminOrder, type AdminOrderFilters } from '../api/admin-orders';
import { CategoryFeesEditor } from './category-fees-editor';
import { PaymentSettingsForm } from './payment-settings-form';
import { PaymentTotals } from './payment-totals';
import { EventSelect } from '../../../components/ui/controls';
import { BusyButton } from '../../../components/ui/busy-button';
import { AdminOrderRow } from './admin-order-row';
import { OrderFilters } from './order-filters';
import { AdminRefundDialog } from './admin-refund-dialog';

const errorText = (error: unknown) => errorMessage(error, { fallback: 'Something went wrong. Please try again.' });

/**
 * Admin → Payments: orders with filters (status, event, dates), totals per event and category, CSV
 * export and refunds (audited by the API); each category's fee; the refund policy and receipt fields.
 */
export function AdminPaymentsPanel() {
  const [filters, setFilters] = useState<AdminOrderFilters>({});
  const events = useAdminEvents();
  const [chosenFeeEventId, setFeeEventId] = useState<number>();
  // The first event is chosen until the admin picks another, as on the other admin tabs.
  const feeEventId = chosenFeeEventId ?? events.data?.[0]?.id;
  const orders = useAdminOrders(filters);
  const refund = useRefundOrder();

  const [refunding, setRefunding] = useState<AdminOrder>();
  const [refundError, setRefundError] = useState<string>();

  const sendRefund = async (order: AdminOrder, input: { amount: number | undefined; reason: string }) => {
    setRefundError(undefined);
    try {
      const answer = await refund.mutateAsync({ orderId: order.orderId, amount: input.amount, reason: input.reason });
      setRefunding(undefined);
      toast.success(answer.message);
    } catch (error) {
      // Kept in the dialog: the admin corrects the amount or reason and sends again.
      setRefundError(errorText(error));
    }
  };

  return (
    <section aria-labelledby="payments-panel" className="rounded-xl border border-slate-200 bg-white p-4">
      {refunding && (
        <AdminRefundDialog
          order={refunding}
          isBusy={refund.isPending}
          serverError={refundError}
          onConfirm={(input) => void sendRefund(refunding, input)}
          onCancel={() => {
            setRefunding(undefined);
            setRefundError(undefined);
          }}
        />
      )}
      <h2 id="payments-panel" className="text-lg font-semibold">
        Payments
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <OrderFilters filters={filters} events={events.data} onChange={setFilters} />
        <BusyButton
          busyText="Preparing CSV..."
          onAction={() => downloadOrdersCsv(filters)}
          onError={(error) => toast.error(error instanceof Error ? error.message : 'The CSV could not be downloaded. Please try again.')}
        >
          Export CSV
        </BusyButton>
      </div>
      {orders.error && <p role="alert">{errorText(orders.error)}</p>}
      {orders.data && (
        <>
          <p className="mt-3 text-sm text-slate-700" data-testid="payments-totals">
            {orders.data.totals.length === 0
              ? 'No payments yet.'
              : orders.data.totals
                  .map(
                    (total) =>
                      `Paid ${formatAmount(total.paid, total.currency)} · refunded ${formatAmount(total.refunded, total.currency)}`,
                  )
                  .join(' · ')}
          </p>
          <PaymentTotals answer={orders.data} />
          <ul className="mt-3 divide-y divide-slate-200">
            {orders.data.orders.map((order) => (
              <AdminOrderRow key={order.orderId} order={order} onRefund={() => setRefunding(order)} />
            ))}
          </ul>
        </>
      )}
      <section aria-labelledby="fees-heading" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="fees-heading" className="font-semibold">
          Entry fees
        </h3>
        <label className="mt-2 flex flex-col text-sm sm:max-w-sm">
          Event whose fees to set
          <EventSelect
            events={events.data}
            emptyOption="Choose an event"
            value={feeEventId ?? ''}
            onChange={(value) => setFeeEventId(value ? Number(value) : undefined)}
          />
        </label>
        {feeEventId !== undefined && <CategoryFeesEditor key={feeEventId} eventId={feeEventId} />}
      </section>
      <section aria-labelledby="payment-settings-heading" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="payment-settings-heading" className="font-semibold">
          Refund policy and receipts
        </h3>
        <PaymentSettingsForm />
      </section>
    </section>
  );
}
