import type { AuditEntry } from '../../platform/audit/write-audit-entry';
import type { PaymentLedger } from './payment-ledger';
import type { PaymentRow, RefundRow } from './payment-lines.repository';
import type { OrderLineRow, OrderRow, TenantPaymentSettingsRow } from './payments.repository';

type RegistrationRow = NonNullable<Awaited<ReturnType<PaymentLedger['findRegistrationRow']>>>;
type RegistrationStatus = 'confirmed' | 'pending_payment' | 'withdrawn';

/** Everything the ledger holds; cloned before a transaction and put back when it throws. */
export interface FakePaymentState {
  orders: Map<string, OrderRow>;
  lines: OrderLineRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
  registrations: Map<number, { id: number; teamId: number | null; status: RegistrationStatus }>;
  teams: Set<number>;
  webhookEvents: Set<string>;
  deferredEvents: Map<string, { event: Record<string, unknown>; attempts: number }>;
  receiptNumbers: Map<number, number>;
  settings: Map<number, TenantPaymentSettingsRow>;
  audit: AuditEntry[];
  /** `userId|eventId` of each registration coupon issued. */
  coupons: Set<string>;
}

const copy = <T extends object>(row: T | undefined): T | undefined => (row ? { ...row } : undefined);

/**
 * The payment ledger in memory, for the money rules tests (settle-refund.rules.test.ts): each call
 * does what its repository statement does (the same WHERE conditions: a line never refunded past
 * its price, an order never past what it took, a state change only from the states named, one
 * payment per provider id, one note per webhook event), on plain maps and arrays. It proves the
 * rules that call it, not atomicity under concurrency: the HTTP tests on PostgreSQL do that.
 */
export class FakePaymentLedger implements PaymentLedger {
  state: FakePaymentState = {
    orders: new Map(),
    lines: [],
    payments: [],
    refunds: [],
    registrations: new Map(),
    teams: new Set(),
    webhookEvents: new Set(),
    deferredEvents: new Map(),
    receiptNumbers: new Map(),
    settings: new Map(),
    audit: [],
    coupons: new Set(),
  };
  private nextId = 1;

  /** Runs `work` as a transaction: when it throws, the ledger is as it was before. */
  async transaction<T>(work: (tx: PaymentLedger) => Promise<T>): Promise<T> {
    const before = structuredClone(this.state);
    try {
      return await work(this);
    } catch (error) {
      this.state = before;
      throw error;
    }
  }

  private line(orderId: string, registrationId: number) {
    return this.state.lines.find((line) => line.orderId === orderId && line.registrationId === registrationId);
  }

  async findOrder(orderId: string) {
    return copy(this.state.orders.get(orderId));
  }
  async findOrderByProviderOrder(provider: string, providerOrderId: string) {
    return copy([...this.state.orders.values()].find((order) => order.provider === provider && order.providerOrderId === providerOrderId));
  }
  async transitionOrder(orderId: string, from: OrderRow['status'][], set: Partial<OrderRow>) {
    const order = this.state.orders.get(orderId);
    if (!order || !from.includes(order.status)) return undefined;
    return copy(Object.assign(order, set));
  }
  async markAttemptFailed(orderId: string, now: Date): Promise<'first' | 'again' | null> {
    const order = this.state.orders.get(orderId);
    if (order?.status !== 'pending') return null;
    const isFirst = order.lastAttemptFailedAt === null;
    order.lastAttemptFailedAt = now;
    return isFirst ? 'first' : 'again';
  }
  async claimReceiptNumber(tenantId: number) {
    const next = (this.state.receiptNumbers.get(tenantId) ?? 0) + 1;
    this.state.receiptNumbers.set(tenantId, next);
    return next;
  }
  async findTenantPaymentSettings(tenantId: number) {
    return copy(this.state.settings.get(tenantId));
  }

  async insertPaymentOnce(values: Parameters<PaymentLedger['insertPaymentOnce']>[0]) {
    if (this.state.payments.some((row) => row.provider === values.provider && row.providerPaymentId === values.providerPaymentId))
      return undefined;
    const id = this.nextId++;
    this.state.payments.push({ ...values, id, capturedAt: values.capturedAt ?? new Date(0) });
    return { id };
  }
  async capturedPaymentOf(orderId: string) {
    return copy(this.state.payments.find((row) => row.orderId === orderId && row.status === 'captured'));
  }
  async findPaymentByProviderId(provider: string, providerPaymentId: string) {
    return copy(this.state.payments.find((row) => row.provider === provider && row.providerPaymentId === providerPaymentId));
  }
  async recordWebhookEventOnce(provider: string, eventId: string) {
    const key = `${provider}|${eventId}`;
    if (this.state.webhookEvents.has(key)) return false;
    this.state.webhookEvents.add(key);
    return true;
  }
  async deferEvent(provider: string, eventId: string, event: Record<string, unknown>) {
    const key = `${provider}|${eventId}`;
    const earlier = this.state.deferredEvents.get(key);
    this.state.deferredEvents.set(key, earlier ? { ...earlier, attempts: earlier.attempts + 1 } : { event, attempts: 0 });
  }

  async linesOfOrder(orderId: string) {
    return this.state.lines
      .filter((line) => line.orderId === orderId)
      .sort((a, b) => a.registrationId - b.registrationId)
      .map((line) => ({ ...line }));
  }
  async findLivePersonalLine(registrationId: number) {
    const line = this.state.lines.find((row) => row.registrationId === registrationId && row.releasedAt === null && row.teamId === null);
    return line && { line: { ...line }, order: { ...this.state.orders.get(line.orderId)! } };
  }
  async findLiveTeamLine(teamId: number) {
    const line = this.state.lines.find((row) => row.teamId === teamId && row.releasedAt === null);
    return line && { line: { ...line }, order: { ...this.state.orders.get(line.orderId)! } };
  }
  async releaseLine(target: Pick<OrderLineRow, 'orderId' | 'registrationId'>, now: Date) {
    const line = this.line(target.orderId, target.registrationId);
    if (!line || line.releasedAt !== null) return undefined;
    line.releasedAt = now;
    return { ...line };
  }
  async reviveLine(orderId: string, registrationId: number) {
    const line = this.line(orderId, registrationId);
    if (line) line.releasedAt = null;
  }
  async claimLineRefund(target: Pick<OrderLineRow, 'orderId' | 'registrationId'>, amountMinor: number) {
    const line = this.line(target.orderId, target.registrationId);
    if (!line || line.refundedMinor + amountMinor > line.amountMinor) return undefined;
    line.refundedMinor += amountMinor;
    return { ...line };
  }
  async unclaimLineRefund(orderId: string, registrationId: number, amountMinor: number) {
    const line = this.line(orderId, registrationId);
    if (line) line.refundedMinor = Math.max(line.refundedMinor - amountMinor, 0);
  }
  async claimOrderRefund(orderId: string, amountMinor: number) {
    const order = this.state.orders.get(orderId);
    if (!order || !['paid', 'partially_refunded'].includes(order.status) || order.refundedMinor + amountMinor > order.amountMinor)
      return undefined;
    order.refundedMinor += amountMinor;
    order.status = order.refundedMinor === order.amountMinor ? 'refunded' : 'partially_refunded';
    return { ...order };
  }
  async unclaimOrderRefund(orderId: string, amountMinor: number) {
    const order = this.state.orders.get(orderId);
    if (!order || !['paid', 'partially_refunded', 'refunded'].includes(order.status)) return;
    order.refundedMinor = Math.max(order.refundedMinor - amountMinor, 0);
    order.status = order.refundedMinor === 0 ? 'paid' : 'partially_refunded';
  }
  async setOrderStatus(orderId: string, from: OrderRow['status'][], status: OrderRow['status']) {
    return this.transitionOrder(orderId, from, { status });
  }

  async insertRefund(values: Parameters<PaymentLedger['insertRefund']>[0]): Promise<RefundRow> {
    const row: RefundRow = {
      id: this.nextId++,
      providerRefundId: null,
      status: 'pending',
      requestedByUserId: null,
      createdAt: new Date(0),
      source: 'podium',
      allocation: [],
      attempts: 0,
      nextAttemptAt: null,
      claimedUntil: null,
      lastError: null,
      ...values,
    } as RefundRow;
    this.state.refunds.push(row);
    return { ...row };
  }
  async updateRefund(refundId: number, from: RefundRow['status'][], set: Partial<RefundRow>) {
    const refund = this.state.refunds.find((row) => row.id === refundId);
    if (!refund || !from.includes(refund.status)) return undefined;
    return copy(Object.assign(refund, set));
  }
  async findRefundById(refundId: number) {
    return copy(this.state.refunds.find((row) => row.id === refundId));
  }
  async findRefundByProviderId(providerRefundId: string) {
    return copy(this.state.refunds.find((row) => row.providerRefundId === providerRefundId));
  }
  async findRefundRecordedFromTotal(paymentId: number, providerPaymentId: string, amountMinor: number) {
    return copy(
      this.state.refunds.find(
        (row) =>
          row.paymentId === paymentId &&
          row.amountMinor === amountMinor &&
          (row.providerRefundId ?? '').startsWith(`${providerPaymentId}:refunded:`),
      ),
    );
  }
  async sumRefundsAtProvider(paymentId: number) {
    return this.state.refunds
      .filter((row) => row.paymentId === paymentId && row.status !== 'failed' && row.providerRefundId !== null)
      .reduce((sum, row) => sum + row.amountMinor, 0);
  }
  async countRefundsInFlight(paymentId: number) {
    return this.state.refunds.filter(
      (row) => row.paymentId === paymentId && ['pending', 'sending'].includes(row.status) && row.providerRefundId === null,
    ).length;
  }

  async teamRegistrationIds(teamId: number, statuses: string[]) {
    return [...this.state.registrations.values()]
      .filter((row) => row.teamId === teamId && statuses.includes(row.status))
      .map((row) => row.id);
  }
  async moveRegistrations(ids: number[], from: string[], status: 'confirmed' | 'withdrawn') {
    const moved: number[] = [];
    for (const id of ids) {
      const registration = this.state.registrations.get(id);
      if (!registration || !from.includes(registration.status)) continue;
      registration.status = status;
      moved.push(id);
    }
    return moved;
  }
  async countActiveTeamMembers(teamId: number) {
    return [...this.state.registrations.values()].filter((row) => row.teamId === teamId && row.status !== 'withdrawn').length;
  }
  async findRegistrationRow(registrationId: number) {
    // Only id, team and status are modelled: the ledger reads nothing else of a registration.
    return copy(this.state.registrations.get(registrationId)) as RegistrationRow | undefined;
  }
  /** No matches or placings are modelled, so a team nobody plays in is always given back. */
  async deleteTeamIfUnused(teamId: number) {
    return this.state.teams.delete(teamId);
  }

  async writeAuditEntry(entry: AuditEntry) {
    this.state.audit.push(entry);
  }
  async issueRegistrationCoupons(input: { userId: number; eventId: number }) {
    this.state.coupons.add(`${input.userId}|${input.eventId}`);
  }
}
