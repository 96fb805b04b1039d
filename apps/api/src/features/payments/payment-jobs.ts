import type { Job } from '../../platform/jobs';
import type { AppContext } from '../../app-context';
import { listOrdersToReconcile, markOrderReconciled } from './payments.repository';
import { paymentLedgerOn } from './payment-ledger';
import { applyCapture, expireOrders, replayDeferredEvents, settleFailure } from './settle-payment';
import { sendDueRefunds } from './refund-payment';

/**
 * Webhooks get lost: orders still pending after PAYMENT_RECONCILE_AFTER_MINUTES are asked about at
 * the provider and settled by the same rules as a webhook (a capture found there confirms; a
 * capture after the hold is refunded). Asked before expiring, so a payment made in time but
 * reported late is never treated as late.
 */
export async function reconcileOrders(deps: AppContext): Promise<void> {
  const provider = deps.payments;
  if (!provider) return;
  const before = new Date(deps.clock.now().getTime() - deps.config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000);
  const stale = await listOrdersToReconcile(deps.db, provider.name, before, 100);
  for (const order of stale) {
    await markOrderReconciled(deps.db, order.id, deps.clock.now());
    try {
      const state = await provider.fetchOrderState(order.providerOrderId!);
      if (state.state === 'paid') await applyCapture(deps, provider.name, state.payment);
      if (state.state === 'failed')
        await deps.db.transaction((tx) => settleFailure(paymentLedgerOn(tx), provider.name, order.providerOrderId!, deps.clock.now()));
    } catch {
      // Provider unreachable: the next run asks again.
    }
  }
}

/** One run of the payment job: reconcile, expire, send the refunds due, apply events that were waiting. */
export async function runPaymentJobs(deps: AppContext): Promise<void> {
  await reconcileOrders(deps);
  await expireOrders(deps);
  await sendDueRefunds(deps);
  await replayDeferredEvents(deps);
}

/** The payment job, every minute while the server is up (none without payments; tests call runPaymentJobs). */
export function paymentJob(deps: AppContext): Job | null {
  if (!deps.payments) return null;
  return { name: 'payments', everyMs: 60_000, run: async () => void (await runPaymentJobs(deps)) };
}
