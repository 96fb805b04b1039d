import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { visibleHeaderLinks } from '../header-links';
import { CitySelector } from './city-selector';
import { HeaderNavLinks } from './header-nav-links';
import { MenuIcon } from './header-icons';
import { SignInButton } from './sign-in-button';
import { UserMenu } from './user-menu';
import { Button } from '../../../components/ui/button';

/**
 * Main site header (spec section 2): logo home, flag-gated links, city selector, and Sign In or the
 * avatar menu. Below the `md` breakpoint the links and city selector move into a disclosure panel.
 */
export function MainHeader() {
  const { data: tenant } = useTenantConfig();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const panelId = useId();
  const [isPanelOpen, setPanelOpen] = useState(false);
  const links = visibleHeaderLinks(tenant?.featureFlags);
  const siteTitle = tenant?.branding?.siteName ?? tenant?.settings.siteTitle ?? 'Podium';

  // A route change closes the mobile panel.
  useEffect(() => setPanelOpen(false), [location.pathname]);

  return (
    <header
      // The brand's primary colour as a band along the top (the custom property: see apply-branding.ts).
      className="sticky top-0 z-40 border-b border-t-4 border-b-slate-200 border-t-[var(--brand-primary)] bg-white/95 backdrop-blur"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isPanelOpen) {
          setPanelOpen(false);
          document.getElementById(`${panelId}-button`)?.focus();
        }
      }}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded-lg font-bold text-ink" aria-label={`${siteTitle}, home`}>
          <img
            src={tenant?.branding?.logoUrl ?? tenant?.settings.logo ?? '/brand/logo.svg'}
            alt=""
            className="h-9 w-9 shrink-0 object-contain"
            data-testid="site-logo"
          />
          <span className="hidden truncate min-[420px]:inline md:text-lg">{siteTitle}</span>
        </Link>
        {links.length > 0 && (
          <nav aria-label="Main" className="ml-4 hidden md:block">
            <HeaderNavLinks links={links} layout="row" />
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          <CitySelector className="hidden md:block" />
          {/* On the sign-in page itself a Sign In button leads nowhere (and would overwrite the return URL). */}
          {isAuthenticated ? <UserMenu /> : location.pathname.toLowerCase() === '/login' ? null : <SignInButton />}
          <Button
            variant="bare"
            id={`${panelId}-button`}
            aria-expanded={isPanelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          >
            <MenuIcon isOpen={isPanelOpen} />
            <span className="sr-only">Menu</span>
          </Button>
        </div>
      </div>
      {isPanelOpen && (
        <div id={panelId} className="border-t border-slate-200 bg-white px-4 pb-5 pt-3 md:hidden">
          <CitySelector className="mb-3" />
          {links.length > 0 && (
            <nav aria-label="Main">
              <HeaderNavLinks links={links} layout="column" onNavigate={() => setPanelOpen(false)} />
            </nav>
          )}
        </div>
      )}
    </header>
  );
}
