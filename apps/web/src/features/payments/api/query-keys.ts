import type { AdminOrderFilters } from './admin-orders';

/** The payments feature's query keys (the member's orders live in lib/member-query-keys: other features refresh them). */
export const paymentKeys = {
  /** Everything the admin's payments tab reads: a refund refreshes all of it. */
  admin: ['admin-payments'] as const,
  adminOrders: (filters: AdminOrderFilters) => ['admin-payments', filters] as const,
  allCategoryFees: ['admin-payments', 'fees'] as const,
  categoryFees: (eventId: number | undefined) => ['admin-payments', 'fees', eventId] as const,
  settings: ['admin-payments', 'settings'] as const,
  refundPolicy: ['refund-policy'] as const,
};
