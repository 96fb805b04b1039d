import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/http-client';
import { useDemoOutcome, useOrder } from '../../features/payments/api/orders';
import { OrderSummary } from '../../features/payments/components/order-summary';
import { ORDER_STATUS_LABELS } from '../../features/payments/order-status';
import { hasFailedAttempt, useNow } from '../../features/payments/hold-time';
import { useMyRegistrations } from '../../features/registration';
import { useRequireSignIn } from '../require-sign-in';
import { buttonClass } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';

/**
 * Route /pay-demo/{orderId}: the demo provider's checkout (PAYMENT_PROVIDER=demo, never in
 * production). 'Pay' and 'Fail' make the server sign a demo webhook and run it through the same
 * webhook path a real provider's takes; no card details are asked for. Like a shop's till it lists
 * the items, the total and how long the place is held; a failed attempt keeps the place and the
 * button becomes 'Try again' (issue 30).
 */
export default function PayDemoPage() {
  const { orderId = '' } = useParams();
  const isSignedIn = useRequireSignIn();
  const order = useOrder(orderId);
  const outcome = useDemoOutcome();
  const now = useNow();
  const data = outcome.data ?? order.data;
  const registrations = useMyRegistrations(data?.eventId, { enabled: isSignedIn && data !== undefined });
  if (!isSignedIn) return null;
  const problem = outcome.error instanceof ApiError ? (outcome.error.serverMessage ?? outcome.error.message) : undefined;
  const labelOf = (registrationId: number) => {
    const row = registrations.data?.find((candidate) => candidate.id === registrationId);
    return row ? `${row.sport.name} · ${row.category.name}` : undefined;
  };
  const isOpen = data?.status === 'pending' && Date.parse(data.expiresAt) > now;
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Demo checkout</h1>
      <p className="mt-2 text-slate-600">A stand-in for the payment provider: no money moves and no card details are asked for.</p>
      {order.isLoading && <p role="status">Loading…</p>}
      {order.error && <p role="alert">{order.error.message}</p>}
      {data && (
        <Panel padding="none" className="mt-6 p-6">
          <OrderSummary order={data} labelOf={labelOf} now={now} />
          {isOpen ? (
            <div className="mt-6 flex gap-3">
              <button
                type="button"
                disabled={outcome.isPending}
                onClick={() => outcome.mutate({ orderId, outcome: 'pay' })}
                className={buttonClass('primary', 'flex-1')}
              >
                {hasFailedAttempt(data) ? 'Try again' : 'Pay'}
              </button>
              <button
                type="button"
                disabled={outcome.isPending}
                onClick={() => outcome.mutate({ orderId, outcome: 'fail' })}
                className={buttonClass('secondary', 'flex-1')}
              >
                Fail
              </button>
            </div>
          ) : (
            data.status !== 'pending' && (
              <p role="status" className="mt-6 font-semibold">
                {data.status === 'paid'
                  ? 'Payment received: your registration is confirmed.'
                  : `This order is ${ORDER_STATUS_LABELS[data.status].toLowerCase()}.`}
              </p>
            )
          )}
          {problem && <p role="alert">{problem}</p>}
          <Link to="/my-events" className="mt-6 inline-block font-semibold text-brand-700 underline">
            Back to My registrations
          </Link>
        </Panel>
      )}
    </div>
  );
}
