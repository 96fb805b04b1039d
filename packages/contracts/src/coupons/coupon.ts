import { z } from 'zod';

export const COUPON_STATUSES = ['active', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  partner: z.string(),
  value: z.string(),
  status: z.enum(COUPON_STATUSES),
  expiresAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The code as a QR image (PNG data URL), for the partner to scan. */
  qrCode: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** `GET /api/customer/coupons`: every coupon of the person, newest first, and the count per status. */
export const couponListSchema = z.object({
  coupons: z.array(couponSchema),
  total: z.number().int(),
  counts: z.object({ active: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type CouponList = z.infer<typeof couponListSchema>;

/** A coupon's state at an instant: used once redeemed, expired after its expiry, else active. */
export function couponStatus(coupon: { redeemedAt: string | null; expiresAt: string | null }, now: Date): CouponStatus {
  if (coupon.redeemedAt) return 'used';
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}
