import QRCode from 'qrcode';
import { couponStatus, type CouponList } from '@podium/contracts/coupons/coupon';
import type { CouponRow } from './coupons.repository';

/** My Coupons: each coupon with its status at `now` and a QR image of its code, and the counts per status. */
export async function presentCouponList(rows: CouponRow[], now: Date): Promise<CouponList> {
  const list: CouponList['coupons'] = await Promise.all(
    rows.map(async (row) => {
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
    }),
  );
  const counts = { active: 0, used: 0, expired: 0 };
  for (const coupon of list) counts[coupon.status]++;
  return { coupons: list, total: list.length, counts };
}
