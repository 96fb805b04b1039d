import { Link } from 'react-router';
import { plural } from '../../../lib/plural';
import { useAuth } from '../../../lib/auth/use-auth';
import { openAttendanceScanner } from '../../check-in';
import { useCoupons } from '../../coupons';
import { useMyRegistrations } from '../../registration';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { pickNextMatch } from '../next-match';
import { NextMatchCard } from './next-match-card';
import { MESSAGES } from '@podium/contracts/messages';
import { countUnseenCoupons, readLastSeenCouponCount, useProfileCouponCount } from '../../site-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { OfflineSavedNotice } from '../../../components/offline-saved-notice';
import { useSavedCopyTime } from '../../../lib/offline/use-saved-copy';

/** The signed-in home's top: what matters today (next match, QR, scanner, coupons), before the event lists. */
export function MemberToday() {
  const { user } = useAuth();
  const tenantConfig = useTenantConfig();
  const tenant = tenantConfig.data;
  const modules = tenant?.featureFlags.modules;
  const registrations = useMyRegistrations(undefined, { enabled: modules?.myRegistrations !== false });
  const coupons = useCoupons({ enabled: modules?.myCoupons === true });
  const nextMatch = registrations.data ? pickNextMatch(registrations.data, new Date()) : undefined;
  const firstName = user?.name?.trim().split(/\s+/)[0];
  const activeCoupons = coupons.data?.counts.active;
  // The home says what the coupon toast says elsewhere (it does not show here).
  const savedAtMs = useSavedCopyTime(tenantConfig, registrations, coupons);
  const unseenCoupons = countUnseenCoupons(useProfileCouponCount(), readLastSeenCouponCount());

  return (
    <section aria-labelledby="today-heading" className="bg-gradient-to-b from-brand-50 to-transparent">
      <div className="mx-auto max-w-6xl px-4 pb-2 pt-8 sm:pt-10">
        <h1 id="today-heading" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {firstName ? `Hi ${firstName}` : 'Welcome back'}
        </h1>
        <p className="mt-1 text-slate-700">Here is what matters today.</p>
        <OfflineSavedNotice savedAtMs={savedAtMs} className="mt-2" />
        <div className="mt-6 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <NextMatchCard
            match={nextMatch}
            isLoading={registrations.isLoading}
            isRegistered={registrations.data?.some((row) => row.status !== 'withdrawn') ?? true}
          />
          <Panel as="section" aria-labelledby="my-qr-heading" className="flex flex-col items-center text-center">
            <h2 id="my-qr-heading" className="font-bold text-ink">
              Your check-in QR
            </h2>
            {user?.qrCode ? (
              <img src={user.qrCode} alt="Your personal QR code" width={144} height={144} className="mt-2 h-36 w-36" />
            ) : (
              <Skeleton label="Loading your QR code" className="mt-2 h-36 w-36 rounded-xl" />
            )}
            <p className="mt-2 text-sm text-slate-600">Show it at the venue desk.</p>
          </Panel>
          <div className="flex flex-col gap-4">
            {modules?.qrCode && (
              <Panel as="section" aria-labelledby="scan-heading">
                <h2 id="scan-heading" className="font-bold text-ink">
                  At the court?
                </h2>
                <p className="mt-1 text-sm text-slate-600">Scan the code on the court to check in.</p>
                <Button onClick={openAttendanceScanner} className="mt-3 w-full">
                  Attendance Scanner
                </Button>
              </Panel>
            )}
            {modules?.myCoupons && (
              <Panel as="section" aria-labelledby="coupons-heading">
                <h2 id="coupons-heading" className="font-bold text-ink">
                  My Coupons
                </h2>
                {unseenCoupons > 0 && <p className="mt-1 font-semibold text-brand-700">{MESSAGES.coupons.newCoupons(unseenCoupons)}</p>}
                <p className="mt-1 text-sm text-slate-600">
                  {activeCoupons === undefined
                    ? 'Your rewards from partners.'
                    : activeCoupons === 0
                      ? 'No coupons yet: register or check in at an event to earn one.'
                      : `${plural(activeCoupons, 'active coupon')} to use.`}
                </p>
                <Link to="/my-coupons" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
                  Open My Coupons
                </Link>
              </Panel>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
