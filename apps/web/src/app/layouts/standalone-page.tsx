import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { storeReturnUrl } from '../../features/site-header/return-url';
import { useTenantConfig } from '../../lib/tenant/get-tenant-config';
import { buttonClass } from '../../components/ui/button';

/**
 * Frame of the pages shown without the header and app shell (spec section 2: /404, /_error and the
 * three legal pages): a slim bar with the logo linking home, the content, and the legal links.
 */
export function StandalonePage({ children, showSignIn = false }: { children: ReactNode; showSignIn?: boolean }) {
  const { data: tenant } = useTenantConfig();
  const { isAuthenticated } = useAuth();
  const siteTitle = tenant?.settings.siteTitle ?? 'Podium';
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-3 px-4">
          <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-ink">
            <img src={tenant?.settings.logo ?? '/brand/logo.svg'} alt="" className="h-8 w-8 shrink-0" />
            {/* Two short lines on a phone rather than a name cut off mid-word. */}
            <span className="line-clamp-2 text-sm leading-tight sm:text-base">{siteTitle}</span>
          </Link>
          {showSignIn && !isAuthenticated ? (
            // After signing in from a dead end, home is the useful place to land (not the dead end again).
            <Link to="/Login" onClick={() => storeReturnUrl('/', '')} className={buttonClass('primary', 'shrink-0', 'sm')}>
              Sign In
            </Link>
          ) : (
            <Link to="/" className="shrink-0 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              Back to Home
            </Link>
          )}
        </div>
      </div>
      <div className="flex-1">{children}</div>
      <nav aria-label="Legal" className="mx-auto flex w-full max-w-3xl flex-wrap gap-x-5 gap-y-2 px-4 py-6 text-sm text-slate-600">
        <Link to="/terms-conditions">Terms &amp; Conditions</Link>
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/cancellation-refund">Cancellation &amp; Refund</Link>
      </nav>
    </div>
  );
}
