import type { AdminCouponRule } from '@podium/contracts/admin/admin-tenant-auth';
import type { CouponRuleRow } from './coupon-rules.repository';

export const presentCouponRule = ({ tenantId: _tenantId, createdAt, ...row }: CouponRuleRow): AdminCouponRule => ({
  ...row,
  createdAt: createdAt.toISOString(),
});
