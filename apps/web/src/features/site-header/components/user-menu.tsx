import { Link } from 'react-router';
import { plural } from '../../../lib/plural';
import { useAuth } from '../../../lib/auth/use-auth';
import { useInstallOffer } from '../../../lib/install-offer';
import { openAttendanceScanner } from '../../check-in';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { accountMenuItems, type AccountMenuItem } from '../account-menu-items';
import { summariseAccount } from '../account-summary';
import { usePopoverMenu } from '../../../components/ui/popover';
import { Button } from '../../../components/ui/button';
import { useProfileCouponCount } from '../hooks/use-profile-coupon-count';
import { useUnseenCoupons } from '../hooks/use-unseen-coupons';

const itemClassName =
  'flex w-full min-h-11 items-center gap-2 rounded-lg px-3 text-left text-sm text-slate-700 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none';

/** The signed-in avatar with its hover (and keyboard) menu (spec section 2). */
export function UserMenu() {
  const { user, logout } = useAuth();
  const { data: tenant } = useTenantConfig();
  const menu = usePopoverMenu();
  const account = summariseAccount(user ?? undefined);
  const coupons = useUnseenCoupons(useProfileCouponCount());
  const hasUnseenCoupons = coupons.unseenCount > 0;
  const installOffer = useInstallOffer();

  const activate = (item: AccountMenuItem) => {
    menu.close();
    if (item.id === 'my-coupons') coupons.markSeen();
    if (item.id === 'attendance-scanner') openAttendanceScanner();
    if (item.id === 'install-app') void installOffer.install();
    if (item.id === 'logout') void logout();
  };

  // The items depend on the tenant's modules: a menu opened before they are known would list only
  // Profile and Logout, and then grow under the keyboard focus. Until then, a placeholder of the
  // same size (no layout shift) that cannot be opened.
  if (!tenant) return <span aria-hidden="true" className="block h-11 w-11 rounded-full bg-brand-600/40" />;

  return (
    <div {...menu.rootProps} className="relative">
      <Button
        variant="bare"
        {...menu.buttonProps}
        // The visible initials start the name (WCAG 2.5.3: the label contains the visible text).
        aria-label={`${account.initials}, Account menu${hasUnseenCoupons ? `, ${plural(coupons.unseenCount, 'new coupon')}` : ''}`}
        className="relative flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-[var(--brand-on-primary)] ring-offset-2 hover:ring-2 hover:ring-brand-500"
      >
        <span aria-hidden="true">{account.initials}</span>
        {hasUnseenCoupons && <UnseenDot className="absolute right-0 top-0" />}
      </Button>
      {menu.isOpen && (
        <div
          data-testid="account-panel"
          className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 py-3">
            <p className="truncate font-semibold text-ink">{account.displayName}</p>
            {account.email && <p className="truncate text-sm text-slate-600">{account.email}</p>}
            {account.phoneLabel && <p className="text-sm text-slate-600">{account.phoneLabel}</p>}
          </div>
          <ul {...menu.menuProps} aria-label="Account" className="pt-1">
            {accountMenuItems(tenant, user?.role, installOffer.canOffer).map((item) => (
              <li key={item.id} role="none">
                {item.kind === 'link' ? (
                  <Link {...menu.itemProps} role="menuitem" to={item.to} onClick={() => activate(item)} className={itemClassName}>
                    {item.label}
                    {item.id === 'my-coupons' && hasUnseenCoupons && (
                      <>
                        <UnseenDot className="ml-auto" />
                        <span className="sr-only">({coupons.unseenCount} new)</span>
                      </>
                    )}
                  </Link>
                ) : (
                  <Button
                    variant="bare"
                    {...menu.itemProps}
                    type="button"
                    role="menuitem"
                    onClick={() => activate(item)}
                    className={itemClassName}
                  >
                    {item.label}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function UnseenDot({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="unseen-coupons-dot"
      className={`block h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white ${className}`}
    />
  );
}
