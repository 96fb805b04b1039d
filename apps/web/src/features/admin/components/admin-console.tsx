import { useEffect, useRef } from 'react';
import { Link, Route, Routes, useLocation, useParams } from 'react-router';
import { AuditLogPanel } from './audit-log-panel';
import { BrandingPanel } from './branding-panel';
import { CompaniesPanel } from './companies-panel';
import { ContentPanel } from './content-panel';
import { EventEditor, type OpenPoster } from './event-editor';
import { EventsPanel } from './events-panel';
import { RegistrationsPanel } from './registrations-panel';
import { ResultsPanel } from './results-panel';
import { SettingsPanel } from './settings-panel';
import { SignInCouponsPanel } from './sign-in-coupons-panel';
import { StaffEventsPanel } from './staff-events-panel';
import { UsersPanel } from './users-panel';
import { AdminPaymentsPanel } from '../../payments';
import { TournamentConsole } from '../../tournaments';

type AdminTab = { to: string; label: string; end?: boolean; alsoUnder?: string };

/** The sections, grouped the way an organiser thinks of them: the event, its people, the site. */
const TAB_GROUPS: { name: string; tabs: AdminTab[] }[] = [
  {
    name: 'Event',
    tabs: [
      // The event editor (/admin/events/:id) belongs to Events.
      { to: '/admin', label: 'Events', end: true, alsoUnder: '/admin/events/' },
      { to: '/admin/registrations', label: 'Registrations' },
      { to: '/admin/results', label: 'Results' },
      { to: '/admin/tournaments', label: 'Tournaments' },
      { to: '/admin/payments', label: 'Payments' },
    ],
  },
  {
    name: 'People',
    tabs: [
      { to: '/admin/users', label: 'Users' },
      { to: '/admin/companies', label: 'Companies' },
      { to: '/admin/staff-events', label: 'Staff events' },
    ],
  },
  {
    name: 'Site',
    tabs: [
      { to: '/admin/content', label: 'Content' },
      { to: '/admin/settings', label: 'Settings' },
      { to: '/admin/branding', label: 'Branding' },
      { to: '/admin/sign-in-coupons', label: 'Sign-in & coupons' },
      { to: '/admin/audit-log', label: 'Audit log' },
    ],
  },
];

/**
 * On a laptop a sidebar with every section in view; on a phone one row that scrolls, with the
 * current section brought into view and a fade at the edge saying there is more.
 */
function AdminSections() {
  const scroller = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // Case-insensitive like the router, and by whole path segments ('/admin/users', not '/admin/usersx').
  const lower = pathname.toLowerCase();
  const path = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
  const isCurrent = (tab: AdminTab) =>
    path === tab.to || (!tab.end && path.startsWith(`${tab.to}/`)) || (tab.alsoUnder !== undefined && path.startsWith(tab.alsoUnder));
  useEffect(() => {
    const strip = scroller.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label="Admin sections" className="relative -mx-4 lg:sticky lg:top-20 lg:mx-0 lg:w-52 lg:shrink-0 lg:self-start">
      <div
        ref={scroller}
        className="relative flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] lg:flex-col lg:gap-5 lg:overflow-visible lg:px-0"
      >
        {TAB_GROUPS.map((group) => (
          <div key={group.name} className="flex shrink-0 gap-1 lg:block">
            <p className="hidden px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:block">{group.name}</p>
            <ul className="flex gap-1 lg:flex-col lg:gap-0.5">
              {group.tabs.map((tab) => (
                <li key={tab.to} className="shrink-0">
                  <Link
                    to={tab.to}
                    aria-current={isCurrent(tab) ? 'page' : undefined}
                    className={`flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium ${isCurrent(tab) ? 'bg-brand-600 text-[var(--brand-on-primary)]' : 'text-slate-700 hover:bg-slate-100'}`}
                  >
                    {tab.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-slate-50 lg:hidden" />
    </nav>
  );
}

function EventRoute({ openPoster }: { openPoster: OpenPoster }) {
  const { eventId } = useParams();
  return <EventEditor eventId={Number(eventId)} openPoster={openPoster} />;
}

/** The admin console: tabs for events, results, users, companies, settings and the audit log. */
export function AdminConsole({ openPoster }: { openPoster: OpenPoster }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-8">
      <AdminSections />
      <div className="min-w-0 flex-1">
        <Routes>
          <Route index element={<EventsPanel />} />
          <Route path="events/:eventId" element={<EventRoute openPoster={openPoster} />} />
          <Route path="registrations" element={<RegistrationsPanel />} />
          <Route path="results" element={<ResultsPanel />} />
          <Route path="tournaments" element={<TournamentConsole />} />
          <Route path="users" element={<UsersPanel />} />
          <Route path="companies" element={<CompaniesPanel />} />
          <Route path="staff-events" element={<StaffEventsPanel />} />
          <Route path="content" element={<ContentPanel />} />
          <Route path="settings" element={<SettingsPanel />} />
          <Route path="branding" element={<BrandingPanel />} />
          <Route path="sign-in-coupons" element={<SignInCouponsPanel />} />
          <Route path="audit-log" element={<AuditLogPanel />} />
          <Route path="payments" element={<AdminPaymentsPanel />} />
        </Routes>
      </div>
    </div>
  );
}
