import { Link, Navigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { storeReturnUrl } from '../../features/site-header/return-url';
import { useTenantConfig } from '../../lib/tenant/get-tenant-config';
import { useSelectedCity } from '../../lib/tenant/use-selected-city';
import { UpcomingEvents } from '../../features/events';
import { MemberToday } from '../../features/member-home';
import { Panel } from '../../components/ui/panel';

const HIGHLIGHTS = [
  { title: 'Register in minutes', text: 'Sign in with your mobile number, pick your sports and join your company team.' },
  { title: 'Check in with a QR code', text: 'Show your code at the venue or scan the one on the court. No queues, no paper lists.' },
  { title: 'Earn coupons', text: 'Turn up, play and collect rewards from our partners along the way.' },
];

/**
 * Route /: signed out, the tenant's welcome; signed in, what matters today (next match, QR,
 * scanner, coupons). Both then list live and upcoming events.
 */
export default function HomePage() {
  const { isAuthenticated } = useAuth();
  const city = useSelectedCity();
  const isPlatformHost = useTenantConfig().data?.tenant.kind === 'platform';
  // The operator host has no events of its own: its home is the console (issue 29).
  if (isPlatformHost) return <Navigate to="/platform" replace />;

  return (
    <>
      {isAuthenticated ? <MemberToday /> : <Welcome />}
      <UpcomingEvents city={city} />
      {!isAuthenticated && <Highlights />}
    </>
  );
}

function Welcome() {
  const { data: tenant } = useTenantConfig();
  const city = useSelectedCity();
  const siteTitle = tenant?.settings.siteTitle ?? 'Podium';
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-indigo-700 text-white">
      <div aria-hidden="true" className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-24 -left-10 h-56 w-56 rounded-full bg-amber-400/20" />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:py-20">
        {/* Its line is kept while the city loads, so the hero does not grow under the reader (CLS). */}
        <p className="min-h-5 text-sm font-semibold uppercase tracking-wider text-amber-300">{city ? `Events in ${city.name}` : ''}</p>
        {/* Two lines kept on a phone: the tenant's title replacing the default one does not push the page down (CLS). */}
        <h1 className="mt-3 min-h-[2.5em] max-w-2xl text-4xl font-extrabold leading-tight tracking-tight sm:min-h-0 sm:text-5xl">
          {siteTitle}
        </h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-blue-50">
          Corporate sports, made simple. Register for your company&apos;s events, follow fixtures and results, and check in at the venue
          with one scan.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/Login"
            onClick={() => storeReturnUrl('/', '')}
            className="inline-flex min-h-12 items-center rounded-full bg-white px-6 font-semibold text-brand-700 shadow hover:bg-blue-50"
          >
            Sign In
          </Link>
          <Link
            to="/about"
            className="inline-flex min-h-12 items-center rounded-full px-6 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
          >
            How it works
          </Link>
        </div>
      </div>
    </section>
  );
}

function Highlights() {
  return (
    <section aria-labelledby="highlights-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="highlights-heading" className="sr-only">
        What you can do
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {HIGHLIGHTS.map((highlight, index) => (
          <Panel as="li" key={highlight.title}>
            <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700">
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold text-ink">{highlight.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{highlight.text}</p>
          </Panel>
        ))}
      </ul>
    </section>
  );
}
