import { NavLink, Route, Routes, useParams } from 'react-router';
import { AuditLogPanel } from './audit-log-panel';
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

const TABS = [
  { to: '/admin', label: 'Events', end: true },
  { to: '/admin/registrations', label: 'Registrations' },
  { to: '/admin/results', label: 'Results' },
  { to: '/admin/tournaments', label: 'Tournaments' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/companies', label: 'Companies' },
  { to: '/admin/staff-events', label: 'Staff events' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/sign-in-coupons', label: 'Sign-in & coupons' },
  { to: '/admin/audit-log', label: 'Audit log' },
  { to: '/admin/payments', label: 'Payments' },
];

function EventRoute({ openPoster }: { openPoster: OpenPoster }) {
  const { eventId } = useParams();
  return <EventEditor eventId={Number(eventId)} openPoster={openPoster} />;
}

/** The admin console: tabs for events, results, users, companies, settings and the audit log. */
export function AdminConsole({ openPoster }: { openPoster: OpenPoster }) {
  return (
    <div className="flex flex-col gap-4">
      {/* Wraps onto a second line on a laptop (every tab visible); scrolls with a visible bar on a phone. */}
      <nav aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] lg:overflow-visible">
        <ul className="flex gap-1 lg:flex-wrap">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium ${isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
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
        <Route path="sign-in-coupons" element={<SignInCouponsPanel />} />
        <Route path="audit-log" element={<AuditLogPanel />} />
        <Route path="payments" element={<AdminPaymentsPanel />} />
      </Routes>
    </div>
  );
}
