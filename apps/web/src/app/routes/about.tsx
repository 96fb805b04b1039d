import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';

const OFFERS = [
  {
    title: 'Events your people want to play',
    text: 'From a lunchtime carrom league to a month-long Corporate Olympics with football, cricket, badminton, athletics, chess and more, across Bengaluru, Mumbai, Pune and Hyderabad.',
  },
  {
    title: 'Registration without spreadsheets',
    text: 'Employees sign in with their mobile number or company account, pick sports and categories, and join their company team. Organisers see every entry in one place.',
  },
  {
    title: 'QR attendance at the venue',
    text: 'Staff scan a code with any phone camera and the check-in is recorded for the right event, sport and venue. Visitors choose the categories they came to watch.',
  },
  {
    title: 'Fixtures, results and medal tallies',
    text: 'Schedules, scores and company standings are published as the day goes on, so colleagues can follow along from the office.',
  },
  {
    title: 'Rewards that bring people back',
    text: 'Participants earn coupons from our partners for turning up and playing, with a reminder in the header whenever a new one arrives.',
  },
  {
    title: 'Secure by default',
    text: 'One-time codes, single sign-on limited to your company domain, and optional two-factor authentication for every account.',
  },
];

const FIGURES = [
  { value: '10+', label: 'Years of excellence' },
  { value: '500+', label: 'Corporate partners' },
  { value: '12', label: 'Sports in the catalogue' },
];

/** Route /about: Podium's story and what it offers. */
export default function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">About Podium</p>
      <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">We bring colleagues together through sport.</h1>
      <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
        <p>
          Podium began as a weekend football league for a handful of offices in Bengaluru. Teams from different companies met on the same
          pitch, and people who had only ever shared a lift came away as friends. Running it, though, meant phone calls, paper forms and a
          clipboard at the gate.
        </p>
        <p>
          So we built the tool we wished we had. Today Podium runs corporate sports events end to end, from the first registration to the
          final medal tally, for companies of every size across India.
        </p>
      </div>

      <dl className="mt-10 grid grid-cols-3 gap-3 rounded-2xl bg-brand-600 p-5 text-center text-[var(--brand-on-primary)] sm:p-8">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-xs text-blue-100 sm:text-sm">{figure.label}</dt>
            <dd className="text-2xl font-extrabold sm:text-4xl">{figure.value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-14 text-2xl font-bold text-ink">What Podium offers</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {OFFERS.map((offer) => (
          <Panel as="li" key={offer.title}>
            <h3 className="font-semibold text-ink">{offer.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{offer.text}</p>
          </Panel>
        ))}
      </ul>

      <Panel padding="none" className="mt-14 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-bold text-ink">Planning an event for your company?</h2>
          <p className="mt-1 text-slate-600">Tell us about your teams and cities, and we will help you set it up.</p>
        </div>
        <Link to="/Contact" className={buttonClass('primary', 'shrink-0', 'lg')}>
          Contact Us
        </Link>
      </Panel>
    </div>
  );
}
