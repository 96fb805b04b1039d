import QRCode from 'qrcode';
import { couponStatus, type CouponList } from '@podium/contracts/coupons/coupon';
import type { CouponRow } from './coupons.repository';

type CouponView = CouponList['coupons'][number];

/** One coupon as the person sees it: its status at `now` and a QR image of its code. */
async function presentCoupon(row: CouponRow, now: Date): Promise<CouponView> {
  const view = { expiresAt: row.expiresAt?.toISOString() ?? null, redeemedAt: row.redeemedAt?.toISOString() ?? null };
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    partner: row.partner,
    value: row.value,
    status: couponStatus(view, now),
    ...view,
    createdAt: row.createdAt.toISOString(),
    qrCode: await QRCode.toDataURL(row.code, { margin: 1, width: 240 }),
  };
}

/** The list with its total and the count per status. */
export async function presentCouponList(rows: CouponRow[], now: Date): Promise<CouponList> {
  const list = await Promise.all(rows.map((row) => presentCoupon(row, now)));
  const counts = { active: 0, used: 0, expired: 0 };
  for (const coupon of list) counts[coupon.status]++;
  return { coupons: list, total: list.length, counts };
}
