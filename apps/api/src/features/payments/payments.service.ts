import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { canonicalOriginOf } from '../tenants';
import { openCheckout } from './order-checkout';
import {
  findOrder,
  findTenantPaymentSettings,
  listLinesOfOrders,
  listUserOrders,
  orderLines,
  type OrderLineRow,
  type OrderRow,
  type TenantPaymentSettingsRow,
} from './payments.repository';
import { DemoPaymentProvider } from './providers/demo-provider';
import { RazorpayPaymentProvider } from './providers/razorpay-provider';
import { buildCreditNote, buildReceipt } from './receipts';
import { refundsOfOrders, type RefundRow } from './payment-lines.repository';
import { applyCapture, applyWebhookEvent } from './settle-payment';

/** An order with its lines, as the presenter takes them. */
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
  refunds: RefundRow[];
}

/** One of the signed-in member's orders in this tenant. */
export interface MemberOrderRef {
  tenantId: number;
  userId: number;
  orderId: string;
}

/** The member's own order in this tenant; anyone else's is "not found". */
async function findOwnOrder(db: Database, ref: MemberOrderRef): Promise<OrderRow> {
  const order = await findOrder(db, ref.orderId);
  if (!order || order.userId !== ref.userId || order.tenantId !== ref.tenantId) {
    throw new DomainError('NOT_FOUND', 'This order was not found.');
  }
  return order;
}

/** The order as it is now (read again after a change), with its lines. */
async function readOrderWithLines(db: Database, orderId: string): Promise<OrderWithLines> {
  return { order: (await findOrder(db, orderId))!, lines: await orderLines(db, orderId), refunds: await refundsOfOrders(db, [orderId]) };
}

/** The member's orders in this tenant, newest first (the latest 200), each with its lines. */
export async function listMyOrders(db: Database, member: { tenantId: number; userId: number }): Promise<OrderWithLines[]> {
  const orders = await listUserOrders(db, member.tenantId, member.userId);
  const lines = await listLinesOfOrders(
    db,
    orders.map((order) => order.id),
  );
  const refunds = await refundsOfOrders(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id), refunds }));
}

/** One of the member's orders, with its lines. */
export async function getMyOrder(db: Database, ref: MemberOrderRef): Promise<OrderWithLines> {
  const order = await findOwnOrder(db, ref);
  return readOrderWithLines(db, order.id);
}

/** 'Pay now': makes the provider's order for a pending order (once), returning to My Events. */
export async function openMyCheckout(deps: AppContext, ref: MemberOrderRef): Promise<OrderWithLines> {
  const order = await findOwnOrder(deps.db, ref);
  if (order.status !== 'pending') {
    throw new DomainError('ORDER_STATE_CONFLICT', `This order is ${order.status.replace('_', ' ')}: it cannot be paid.`);
  }
  const origin = await canonicalOriginOf(deps.db, ref.tenantId, deps.config.PORT);
  await openCheckout(deps, order.id, `${origin}/my-events`);
  return readOrderWithLines(deps.db, order.id);
}

export interface RazorpayReturn {
  providerOrderId: string;
  paymentId: string;
  signature: string;
}

/**
 * Razorpay checkout's signed return: the signature must be Razorpay's for this order; the amount
 * paid comes from Razorpay itself, and a paid order is settled as its webhook would.
 */
export async function confirmRazorpayReturn(deps: AppContext, ref: MemberOrderRef, signed: RazorpayReturn): Promise<OrderWithLines> {
  const order = await findOwnOrder(deps.db, ref);
  const provider = deps.payments;
  const { providerOrderId, paymentId, signature } = signed;
  if (!(provider instanceof RazorpayPaymentProvider) || order.providerOrderId !== providerOrderId) {
    throw new DomainError('NOT_FOUND', 'This order was not found.');
  }
  if (!provider.verifyReturn(providerOrderId, paymentId, signature)) {
    throw new DomainError(
      'INVALID_SIGNATURE',
      'The payment could not be verified. If money was taken, it is confirmed or refunded within minutes.',
    );
  }
  // The signature proves the payment exists, not its amount: the amount comes from Razorpay itself.
  const state = await provider.fetchOrderState(providerOrderId).catch(() => ({ state: 'pending' as const }));
  if (state.state === 'paid') await applyCapture(deps, provider.name, state.payment);
  return readOrderWithLines(deps.db, order.id);
}

/** The demo checkout's 'Pay' or 'Fail' (PAYMENT_PROVIDER=demo only): a demo-signed webhook through the webhook path. */
export async function settleDemoCheckout(deps: AppContext, ref: MemberOrderRef, outcome: 'pay' | 'fail'): Promise<OrderWithLines> {
  const provider = deps.payments;
  if (!(provider instanceof DemoPaymentProvider)) throw new DomainError('NOT_FOUND', 'The demo checkout is not available.');
  const order = await findOwnOrder(deps.db, ref);
  if (!order.providerOrderId) throw new DomainError('ORDER_STATE_CONFLICT', "Open the checkout with 'Pay now' first.");
  const pay = outcome === 'pay';
  const { rawBody, headers } = provider.signedWebhook({
    id: `demo_evt_${crypto.randomUUID()}`,
    type: pay ? 'payment.captured' : 'payment.failed',
    orderId: order.providerOrderId,
    ...(pay ? { paymentId: `demo_pay_${order.id}`, amount: order.amountMinor, currency: order.currency } : {}),
  });
  await applyWebhookEvent(deps, provider.name, provider.parseWebhook(rawBody, headers));
  return readOrderWithLines(deps.db, order.id);
}

/** The PDF receipt of one of the member's paid orders. */
export async function getMyReceipt(deps: AppContext, ref: MemberOrderRef): Promise<{ fileName: string; pdf: Buffer }> {
  const order = await findOwnOrder(deps.db, ref);
  if (order.receiptNumber === null) throw new DomainError('ORDER_STATE_CONFLICT', 'A receipt is issued once the order is paid.');
  return buildReceipt(deps, order);
}

/**
 * The credit note of one of the member's refunds (issue 30). A refund the provider refused gave
 * nothing back, so it has none; the refund must belong to this order, which must be the member's.
 */
export async function getMyCreditNote(deps: AppContext, ref: MemberOrderRef, refundId: number): Promise<{ fileName: string; pdf: Buffer }> {
  const order = await findOwnOrder(deps.db, ref);
  const orderRefunds = await refundsOfOrders(deps.db, [order.id]);
  const index = orderRefunds.findIndex((refund) => refund.id === refundId);
  const refund = orderRefunds[index];
  if (!refund) throw new DomainError('NOT_FOUND', 'This refund was not found.');
  if (refund.status === 'failed' || order.receiptNumber === null) {
    throw new DomainError('ORDER_STATE_CONFLICT', 'This refund did not go through, so there is no credit note for it.');
  }
  return buildCreditNote(deps, order, refund, index + 1);
}

/** The tenant's saved refund policy, or undefined when none is saved (a full refund). */
export async function findRefundPolicy(db: Database, tenantId: number): Promise<TenantPaymentSettingsRow | undefined> {
  return findTenantPaymentSettings(db, tenantId);
}
