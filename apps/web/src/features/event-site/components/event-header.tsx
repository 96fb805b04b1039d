import { useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { useAuth } from '../../../lib/auth/use-auth';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { buildEventNav } from '../event-nav';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { registerNowTarget } from '../register-now';
import { EventUserMenu } from './event-user-menu';
import { RegisteredBadge, useEventRegistrationCount } from './registration-state';
import { SportsDropdown } from './sports-dropdown';
import { Button } from '../../../components/ui/button';

/**
 * The event microsite's own header (spec section 2): flag-gated section links, the Sports menu,
 * Register Now, and the account menu. Transparent over the event hero, solid after 20 px of scroll.
 * Without event data the nav is empty and the logo links to /.
 */
export function EventHeader({ event }: { event: EventDetail | undefined }) {
  const { data: tenant } = useTenantConfig();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const isScrolled = useScrolledPast();
  const [isNavOpen, setNavOpen] = useState(false);
  const isSolid = isScrolled || isNavOpen;
  const flags = tenant?.featureFlags.corporateOlympics;
  const nav = buildEventNav(event?.path, flags);
  const registeredSports = useEventRegistrationCount(event?.id, isAuthenticated);
  const logo = event?.eventLogoSrc ?? tenant?.settings.logo ?? '/brand/logo.svg';

  const registerNow = () => {
    if (!event) return;
    void navigate(registerNowTarget(event.id, isAuthenticated));
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-semibold transition ${
      isSolid
        ? isActive
          ? 'bg-brand-50 text-brand-700'
          : 'text-ink hover:bg-slate-100'
        : isActive
          ? 'bg-white/20 text-white'
          : 'text-white hover:bg-white/15'
    }`;

  return (
    // The page's banner: the route renders it in the app shell's header slot, outside <main>.
    <header
      role="banner"
      data-solid={isSolid}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${isSolid ? 'border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur' : 'bg-transparent'}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <Link
          to={event ? `/${event.path}` : '/'}
          className="flex shrink-0 items-center gap-2"
          aria-label={event ? `${event.eventName} home` : 'Home'}
        >
          <img src={logo} alt="" className="h-10 w-10 rounded-full bg-white p-1 shadow" />
          <span className={`hidden max-w-[12rem] truncate font-bold sm:block lg:hidden 2xl:block ${isSolid ? 'text-ink' : 'text-white'}`}>
            {event?.eventName ?? tenant?.settings.siteTitle}
          </span>
        </Link>
        {event && nav.length > 0 && (
          <nav aria-label="Event" className="hidden flex-1 items-center gap-0.5 lg:flex">
            <SportsDropdown event={event} isSolid={isSolid} />
            {nav.map((item) => (
              <NavLink key={item.section} to={item.href} className={linkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          {event && flags?.register && registeredSports !== undefined && <RegisteredBadge sportCount={registeredSports} />}
          {event && flags?.register && registeredSports === undefined && (
            <Button
              variant="bare"
              onClick={registerNow}
              className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full bg-amber-400 px-4 text-sm font-bold text-ink shadow hover:bg-amber-300"
            >
              Register Now
            </Button>
          )}
          <EventUserMenu isSolid={isSolid} />
          {event && nav.length > 0 && (
            <Button
              variant="bare"
              aria-expanded={isNavOpen}
              aria-controls="event-mobile-nav"
              aria-label={isNavOpen ? 'Close event menu' : 'Open event menu'}
              onClick={() => setNavOpen(!isNavOpen)}
              className={`inline-flex h-11 w-11 items-center justify-center rounded-full lg:hidden ${isSolid ? 'text-ink hover:bg-slate-100' : 'text-white hover:bg-white/15'}`}
            >
              {isNavOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            </Button>
          )}
        </div>
      </div>
      {event && isNavOpen && (
        <nav id="event-mobile-nav" aria-label="Event" className="border-t border-slate-200 bg-white px-3 pb-4 pt-2 lg:hidden">
          <SportsDropdown event={event} isSolid />
          <ul className="mt-1 grid grid-cols-2 gap-1">
            {nav.map((item) => (
              <li key={item.section}>
                <NavLink to={item.href} onClick={() => setNavOpen(false)} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
