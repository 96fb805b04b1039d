import type { AppContext } from '../../app-context';
import { DomainError, RateLimitError } from '../../errors/domain-error';
import { countRecentOrders, lockMemberOrders } from './payment-lines.repository';
import { findFees, findOrder, insertPendingOrder, setProviderOrderIfNone, type Executor } from './payments.repository';

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
  const owed = new Map<number, { amountMinor: number; currency: string; perTeam: boolean }>();
  for (const entry of entries) {
    const fee = fees.find((candidate) => candidate.eventSportCategoryId === entry.eventSportCategoryId);
    if (!fee || (fee.chargedPer === 'team' && entry.mode !== 'create-team')) continue;
    const earlyBird = fee.earlyBirdAmountMinor !== null && fee.earlyBirdUntil !== null && now.getTime() < fee.earlyBirdUntil.getTime();
    owed.set(entry.eventSportCategoryId, {
      amountMinor: earlyBird ? fee.earlyBirdAmountMinor! : fee.amountMinor,
      currency: fee.currency,
      perTeam: fee.chargedPer === 'team',
    });
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
    /** `teamId`: the line pays the team's fee (charged per team), not only its creator's place. */
    lines: Array<{ registrationId: number; eventSportCategoryId: number; amountMinor: number; currency: string; teamId: number | null }>;
    now: Date;
    holdMinutes: number;
    limits: { maxOpenOrders: number; maxOrdersPerHour: number };
  },
): Promise<string> {
  // Order-flood limits, counted with the member's orders locked (an advisory lock per member in
  // this transaction): every order makes an order or session at the provider on the platform's keys.
  await lockMemberOrders(tx, input.userId);
  const counts = await countRecentOrders(tx, input.tenantId, input.userId, new Date(input.now.getTime() - 3_600_000));
  if (counts.open >= input.limits.maxOpenOrders) {
    throw new DomainError(
      'ORDER_LIMIT_REACHED',
      `You have ${counts.open} unpaid orders: pay one on My registrations, or withdraw from its places, before starting another.`,
    );
  }
  if (counts.recent >= input.limits.maxOrdersPerHour) {
    throw new RateLimitError('You have started too many orders in the last hour. Try again later.', 3600);
  }
  const amountMinor = input.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  return insertPendingOrder(
    tx,
    {
      tenantId: input.tenantId,
      userId: input.userId,
      eventId: input.eventId,
      amountMinor,
      currency: input.lines[0]!.currency,
      provider: input.provider,
      expiresAt: new Date(input.now.getTime() + input.holdMinutes * 60_000),
      createdAt: input.now,
    },
    input.lines.map((line) => ({
      registrationId: line.registrationId,
      eventSportCategoryId: line.eventSportCategoryId,
      amountMinor: line.amountMinor,
      teamId: line.teamId,
    })),
  );
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
      createdAt: order.createdAt,
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
  await setProviderOrderIfNone(deps.db, order.id, created);
  return (await findOrder(deps.db, order.id))!;
}
