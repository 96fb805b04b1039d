import type { AuditEntry } from '../../platform/audit/write-audit-entry';
import { writeAuditEntry } from '../../platform/audit/write-audit-entry';
import { issueCoupons } from '../coupons';
import { deleteTeamIfUnused } from '../tournaments';
import * as lines from './payment-lines.repository';
import * as orders from './payments.repository';
import type { Executor } from './payments.repository';

type OrderCall =
  'findOrder' | 'findOrderByProviderOrder' | 'transitionOrder' | 'markAttemptFailed' | 'claimReceiptNumber' | 'findTenantPaymentSettings';
type LineCall =
  | 'insertPaymentOnce'
  | 'capturedPaymentOf'
  | 'findPaymentByProviderId'
  | 'recordWebhookEventOnce'
  | 'deferEvent'
  | 'linesOfOrder'
  | 'findLivePersonalLine'
  | 'findLiveTeamLine'
  | 'releaseLine'
  | 'reviveLine'
  | 'claimLineRefund'
  | 'unclaimLineRefund'
  | 'claimOrderRefund'
  | 'unclaimOrderRefund'
  | 'setOrderStatus'
  | 'insertRefund'
  | 'updateRefund'
  | 'findRefundById'
  | 'findRefundByProviderId'
  | 'findRefundRecordedFromTotal'
  | 'sumRefundsAtProvider'
  | 'countRefundsInFlight'
  | 'teamRegistrationIds'
  | 'moveRegistrations'
  | 'countActiveTeamMembers'
  | 'findRegistrationRow';

/** A repository function with its transaction bound: the same call, without the first argument. */
type Bound<Calls> = {
  [Name in keyof Calls]: Calls[Name] extends (tx: Executor, ...args: infer Args) => infer Result ? (...args: Args) => Result : never;
};

/**
 * What settling payments, the place ledger and failed refunds read and write inside the caller's
 * transaction (issue 35): the port their money rules are tested through. Each call is the
 * repository function of the same name (payments.repository.ts, payment-lines.repository.ts; the
 * team delete is tournaments'),
 * whose conditional UPDATEs and unique indexes keep the claims atomic. Production:
 * `paymentLedgerOn(tx)`; the rules tests use the in-memory `FakePaymentLedger`
 * (fake-payment-ledger.testing.ts).
 */
export type PaymentLedger = Bound<Pick<typeof orders, OrderCall>> &
  Bound<Pick<typeof lines, LineCall>> & {
    writeAuditEntry(entry: AuditEntry): Promise<void>;
    /** A team nobody plays in any more, deleted unless a match or placing names it (tournaments owns `teams`). */
    deleteTeamIfUnused(teamId: number): Promise<boolean>;
    /** The tenant's 'registration' coupons for a place now confirmed (once per person and event). */
    issueRegistrationCoupons(input: { tenantId: number; userId: number; eventId: number; now: Date }): Promise<void>;
  };

/** The ledger on a transaction (or the database): every call is the repository's, on `tx`. */
export function paymentLedgerOn(tx: Executor): PaymentLedger {
  return {
    findOrder: (...args) => orders.findOrder(tx, ...args),
    findOrderByProviderOrder: (...args) => orders.findOrderByProviderOrder(tx, ...args),
    transitionOrder: (...args) => orders.transitionOrder(tx, ...args),
    markAttemptFailed: (...args) => orders.markAttemptFailed(tx, ...args),
    claimReceiptNumber: (...args) => orders.claimReceiptNumber(tx, ...args),
    findTenantPaymentSettings: (...args) => orders.findTenantPaymentSettings(tx, ...args),
    insertPaymentOnce: (...args) => lines.insertPaymentOnce(tx, ...args),
    capturedPaymentOf: (...args) => lines.capturedPaymentOf(tx, ...args),
    findPaymentByProviderId: (...args) => lines.findPaymentByProviderId(tx, ...args),
    recordWebhookEventOnce: (...args) => lines.recordWebhookEventOnce(tx, ...args),
    deferEvent: (...args) => lines.deferEvent(tx, ...args),
    linesOfOrder: (...args) => lines.linesOfOrder(tx, ...args),
    findLivePersonalLine: (...args) => lines.findLivePersonalLine(tx, ...args),
    findLiveTeamLine: (...args) => lines.findLiveTeamLine(tx, ...args),
    releaseLine: (...args) => lines.releaseLine(tx, ...args),
    reviveLine: (...args) => lines.reviveLine(tx, ...args),
    claimLineRefund: (...args) => lines.claimLineRefund(tx, ...args),
    unclaimLineRefund: (...args) => lines.unclaimLineRefund(tx, ...args),
    claimOrderRefund: (...args) => lines.claimOrderRefund(tx, ...args),
    unclaimOrderRefund: (...args) => lines.unclaimOrderRefund(tx, ...args),
    setOrderStatus: (...args) => lines.setOrderStatus(tx, ...args),
    insertRefund: (...args) => lines.insertRefund(tx, ...args),
    updateRefund: (...args) => lines.updateRefund(tx, ...args),
    findRefundById: (...args) => lines.findRefundById(tx, ...args),
    findRefundByProviderId: (...args) => lines.findRefundByProviderId(tx, ...args),
    findRefundRecordedFromTotal: (...args) => lines.findRefundRecordedFromTotal(tx, ...args),
    sumRefundsAtProvider: (...args) => lines.sumRefundsAtProvider(tx, ...args),
    countRefundsInFlight: (...args) => lines.countRefundsInFlight(tx, ...args),
    teamRegistrationIds: (...args) => lines.teamRegistrationIds(tx, ...args),
    moveRegistrations: (...args) => lines.moveRegistrations(tx, ...args),
    countActiveTeamMembers: (...args) => lines.countActiveTeamMembers(tx, ...args),
    findRegistrationRow: (...args) => lines.findRegistrationRow(tx, ...args),
    deleteTeamIfUnused: (teamId) => deleteTeamIfUnused(tx, teamId),
    writeAuditEntry: (entry) => writeAuditEntry(tx, entry),
    issueRegistrationCoupons: async ({ tenantId, userId, eventId, now }) => {
      await issueCoupons(tx, { tenantId, userId, trigger: 'registration', subject: eventId, now });
    },
  };
}
