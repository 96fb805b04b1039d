import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { paymentOrderLines, paymentOrders } from '../../db/schema/index';
import { DomainError } from '../../errors/domain-error';
import { findFees, findOrder, type Executor } from './payments.repository';

export interface PaidEntry {
  eventSportCategoryId: number;
  mode: 'individual' | 'create-team' | 'join-team';
}

/**
 * The fee each entry owes now (early-bird until its date), in one currency. Categories without a
 * fee and team members joining a team charged per team owe nothing and are absent from the map.
 */
export async function quoteFees(db: Executor, entries: PaidEntry[], now: Date) {
  const fees = await findFees(
    db,
    entries.map((entry) => entry.eventSportCategoryId),
  );
  const owed = new Map<number, { amountMinor: number; currency: string }>();
  for (const entry of entries) {
    const fee = fees.find((candidate) => candidate.eventSportCategoryId === entry.eventSportCategoryId);
    if (!fee || (fee.chargedPer === 'team' && entry.mode !== 'create-team')) continue;
    const earlyBird = fee.earlyBirdAmountMinor !== null && fee.earlyBirdUntil !== null && now.getTime() < fee.earlyBirdUntil.getTime();
    owed.set(entry.eventSportCategoryId, { amountMinor: earlyBird ? fee.earlyBirdAmountMinor! : fee.amountMinor, currency: fee.currency });
  }
  const currencies = new Set([...owed.values()].map((fee) => fee.currency));
  if (currencies.size > 1)
    throw new DomainError('VALIDATION_FAILED', 'These categories charge fees in different currencies: register for them one at a time.');
  return owed;
}

/** Writes the pending order for the held registrations, inside the registration's transaction. */
export async function createPendingOrder(
  tx: Executor,
  input: {
    tenantId: number;
    userId: number;
    eventId: number;
    provider: 'demo' | 'razorpay' | 'stripe';
    lines: Array<{ registrationId: number; eventSportCategoryId: number; amountMinor: number; currency: string }>;
    now: Date;
    holdMinutes: number;
  },
): Promise<string> {
  const amountMinor = input.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const [order] = await tx
    .insert(paymentOrders)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      eventId: input.eventId,
      amountMinor,
      currency: input.lines[0]!.currency,
      provider: input.provider,
      expiresAt: new Date(input.now.getTime() + input.holdMinutes * 60_000),
      createdAt: input.now,
    })
    .returning({ id: paymentOrders.id });
  await tx.insert(paymentOrderLines).values(
    input.lines.map((line) => ({
      orderId: order!.id,
      registrationId: line.registrationId,
      eventSportCategoryId: line.eventSportCategoryId,
      amountMinor: line.amountMinor,
    })),
  );
  return order!.id;
}

/**
 * Makes the provider's order for a pending order that has none yet (after the registration
 * committed, so a slow provider holds no lock). Our order id is the receipt/idempotency key, and
 * the provider order id is stored only where none is: a retry or a race never makes a second one
 * that could be paid.
 */
export async function openCheckout(deps: AppContext, orderId: string, returnUrl: string) {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new DomainError('NOT_FOUND', 'This order was not found.');
  if (order.providerOrderId || order.status !== 'pending') return order;
  const provider = deps.payments;
  if (!provider || provider.name !== order.provider) throw new DomainError('PAYMENTS_UNAVAILABLE', 'Payments are not available right now.');
  let created;
  try {
    created = await provider.createOrder({
      orderId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: 'Event registration',
      returnUrl,
      expiresAt: order.expiresAt,
    });
  } catch {
    throw new DomainError(
      'PAYMENT_PROVIDER_ERROR',
      "The payment service did not answer. Your places are held: try 'Pay now' on My Events in a minute.",
    );
  }
  await deps.db
    .update(paymentOrders)
    .set({ providerOrderId: created.providerOrderId, checkout: created.checkout })
    .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.providerOrderId)));
  return (await findOrder(deps.db, order.id))!;
}
