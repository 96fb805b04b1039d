import { Link } from 'react-router';
import { buttonClass, Button } from '../../../components/ui/button';
import { useState } from 'react';
import { COUPON_STATUSES, type CouponList, type CouponStatus } from '@podium/contracts/coupons/coupon';
import { Panel } from '../../../components/ui/panel';
import { formatDay } from '../../../lib/format-date';

const LABELS: Record<CouponStatus, string> = { active: 'Active', used: 'Used', expired: 'Expired' };

/** Coupons in three tabs (active, used, expired), each with its code as a QR for the partner to scan. */
export function CouponListView({ list }: { list: CouponList }) {
  const [tab, setTab] = useState<CouponStatus>('active');
  const shown = list.coupons.filter((coupon) => coupon.status === tab);
  return (
    <div>
      <div role="tablist" aria-label="Coupon status" className="flex gap-2">
        {COUPON_STATUSES.map((status) => (
          <Button
            variant="bare"
            key={status}
            role="tab"
            aria-selected={tab === status}
            onClick={() => setTab(status)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ${tab === status ? 'bg-brand-600 text-[var(--brand-on-primary)]' : 'bg-white text-slate-700 ring-1 ring-slate-300'}`}
          >
            {LABELS[status]} ({list.counts[status]})
          </Button>
        ))}
      </div>
      <div role="tabpanel" className="mt-5">
        {shown.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-600">
              {tab === 'active'
                ? 'No active coupons yet. Register for an event or check in at a venue to earn some.'
                : `No ${LABELS[tab].toLowerCase()} coupons.`}
            </p>
            {tab === 'active' && (
              <Link to="/event-calendar" className={buttonClass('primary', 'mt-4')}>
                Find an event
              </Link>
            )}
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {shown.map((coupon) => (
              <Panel as="li" padding="sm" key={coupon.id} className={`flex gap-4 ${tab === 'active' ? '' : 'opacity-70'}`}>
                <img
                  src={coupon.qrCode}
                  alt={`QR code of coupon ${coupon.code}`}
                  width={112}
                  height={112}
                  className="h-28 w-28 shrink-0 rounded-lg border border-slate-100"
                />
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{coupon.partner}</p>
                  <h2 className="font-bold leading-snug">{coupon.title}</h2>
                  <p className="mt-1 text-lg font-extrabold text-amber-800">{coupon.value}</p>
                  <p className="mt-1 font-mono text-sm tracking-widest">{coupon.code}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {coupon.status === 'used' && coupon.redeemedAt
                      ? `Used on ${formatDay(coupon.redeemedAt)}`
                      : coupon.expiresAt
                        ? `${coupon.status === 'expired' ? 'Expired' : 'Valid until'} ${formatDay(coupon.expiresAt)}`
                        : 'No expiry'}
                  </p>
                </div>
              </Panel>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
