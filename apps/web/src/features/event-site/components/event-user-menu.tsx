import { Avatar, initialsOf } from '../../../components/ui/avatar';
import { formatPhone } from '@podium/contracts/auth/phone-format';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { usePopoverMenu } from '../../../components/ui/popover';
import { Button } from '../../../components/ui/button';

/**
 * The event header's account corner. Signed out: Sign In (to /Login, remembering this page).
 * Signed in: Profile, My registrations, Security (not on the main club host), Back to Home, Logout.
 */
export function EventUserMenu({ isSolid }: { isSolid: boolean }) {
  const { isAuthenticated, user, logout } = useAuth();
  const { data: tenant } = useTenantConfig();
  const location = useLocation();
  const menu = usePopoverMenu({ openOnHover: false });

  if (!isAuthenticated) {
    return (
      <Link
        to="/Login"
        onClick={() => localStorage.setItem(STORAGE_KEYS.returnUrl, `${location.pathname}${location.search}`)}
        className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ${isSolid ? 'text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50' : 'text-white ring-1 ring-white/60 hover:bg-white/10'}`}
      >
        Sign In
      </Link>
    );
  }

  const items = [
    { label: 'Profile', to: '/profile' },
    { label: 'My registrations', to: '/my-events' },
    ...(tenant?.tenant.isMainClubHost ? [] : [{ label: 'Security', to: '/security' }]),
    { label: 'Back to Home', to: '/' },
  ];

  return (
    <div {...menu.rootProps} className="relative">
      <Button
        variant="bare"
        {...menu.buttonProps}
        aria-label={`${initialsOf(user?.name)}, Account menu for ${user?.name ?? 'User'}`}
        className="flex h-11 w-11 items-center justify-center overflow-hidden rounded-full bg-white text-sm font-bold text-brand-700 ring-2 ring-white/70"
      >
        <Avatar name={user?.name} profileUrl={user?.profileUrl} />
      </Button>
      {menu.isOpen && (
        <ul
          {...menu.menuProps}
          className="absolute right-0 top-full z-50 mt-2 w-56 rounded-2xl border border-slate-200 bg-white p-2 text-ink shadow-xl"
        >
          <li role="none" className="px-3 py-2 text-sm">
            <p className="font-semibold">{user?.name || 'User'}</p>
            {user?.phone && <p className="text-xs text-slate-600">{formatPhone(user.phone)}</p>}
          </li>
          {items.map((item) => (
            <li key={item.to} role="none">
              <Link
                role="menuitem"
                {...menu.itemProps}
                to={item.to}
                onClick={() => menu.close()}
                className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
              >
                {item.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <Button
              variant="bare"
              role="menuitem"
              {...menu.itemProps}
              type="button"
              onClick={() => {
                menu.close();
                void logout();
              }}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50"
            >
              Logout
            </Button>
          </li>
        </ul>
      )}
    </div>
  );
}
