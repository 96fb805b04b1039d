import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/http-client';
import { useDemoOutcome, useOrder } from '../../features/payments/api/orders';
import { formatAmount } from '../../lib/format-amount';
import { useRequireSignIn } from '../require-sign-in';
import { buttonClass } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';

/**
 * Route /pay-demo/{orderId}: the demo provider's checkout (PAYMENT_PROVIDER=demo, never in
 * production). 'Pay' and 'Fail' make the server sign a demo webhook and run it through the same
 * webhook path a real provider's takes; no card details are asked for.
 */
export default function PayDemoPage() {
  const { orderId = '' } = useParams();
  const isSignedIn = useRequireSignIn();
  const order = useOrder(orderId);
  const outcome = useDemoOutcome();
  if (!isSignedIn) return null;
  const data = outcome.data ?? order.data;
  const problem = outcome.error instanceof ApiError ? (outcome.error.serverMessage ?? outcome.error.message) : undefined;
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Demo checkout</h1>
      <p className="mt-2 text-slate-600">A stand-in for the payment provider: no money moves and no card details are asked for.</p>
      {order.isLoading && <p role="status">Loading…</p>}
      {order.error && <p role="alert">{order.error.message}</p>}
      {data && (
        <Panel padding="none" className="mt-6 p-6">
          <p className="text-sm text-slate-600">Amount</p>
          <p className="text-2xl font-bold">{formatAmount(data.amount, data.currency)}</p>
          {data.status === 'pending' ? (
            <div className="mt-6 flex gap-3">
              <button
                type="button"
                disabled={outcome.isPending}
                onClick={() => outcome.mutate({ orderId, outcome: 'pay' })}
                className={buttonClass('primary', 'flex-1')}
              >
                Pay
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
            <p role="status" className="mt-6 font-semibold">
              {data.status === 'paid'
                ? 'Payment received: your registration is confirmed.'
                : `This order is ${data.status.replace('_', ' ')}.`}
            </p>
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
