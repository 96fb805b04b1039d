import type { PersonalDataExport } from '@podium/contracts/privacy/personal-data-export';
import type { PersonalData } from './personal-data.repository';

type Row = Record<string, unknown>;

/** A row with its times as ISO strings and nested rows (order lines, payments) done the same way. */
function plain(row: object): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (Array.isArray(value)) out[key] = value.map((item) => (item && typeof item === 'object' ? plain(item) : item));
    else out[key] = value;
  }
  return out;
}

/** Drops the order id that the repository added to each nested row to group it. */
function withoutOrderId<T extends { orderId: string }>(rows: T[]): Omit<T, 'orderId'>[] {
  return rows.map(({ orderId: _orderId, ...rest }) => rest);
}

/** The export document: the person's rows as read, times in ISO 8601, no internal-only columns. */
export function presentPersonalData(
  data: PersonalData,
  context: { exportedAt: Date; currentPrivacyPolicyVersion: string; site: string },
): PersonalDataExport {
  return {
    format: 'podium-personal-data-export',
    formatVersion: 1,
    exportedAt: context.exportedAt.toISOString(),
    site: context.site,
    currentPrivacyPolicyVersion: context.currentPrivacyPolicyVersion,
    profile: plain(data.profile),
    ssoLinks: data.ssoLinks.map(plain),
    registrations: data.registrations.map(plain),
    attendance: data.attendance.map(plain),
    coupons: data.coupons.map(plain),
    orders: data.orders.map((order) =>
      plain({
        ...order,
        lines: withoutOrderId(order.lines),
        payments: withoutOrderId(order.payments),
        refunds: withoutOrderId(order.refunds),
      }),
    ),
    sessions: data.sessions.map(plain),
    securityEvents: data.securityEvents.map(plain),
    codeSends: data.codeSends.map(plain),
    auditEntries: data.auditEntries.map(plain),
  };
}
