import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/ui/legal-document';
import { StandalonePage } from '../layouts/standalone-page';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <ul>
        <li>Account details: mobile number, name, email address, gender and the company you work for.</li>
        <li>
          Event data: your registrations, teams, categories, fixtures, results and attendance check-ins (event, sport, venue and time).
        </li>
        <li>Security data: sign-in times, two-factor authentication settings and security events such as failed code attempts.</li>
        <li>Technical data: your browser type, IP address and the cookies described below.</li>
      </ul>
    ),
  },
  {
    heading: 'Why we use it',
    body: (
      <ul>
        <li>To sign you in and keep your account secure.</li>
        <li>To register you for events, place you in teams and categories, and publish fixtures and results.</li>
        <li>To record attendance when your QR code is scanned and to issue coupons and rewards.</li>
        <li>To send event updates to the email you give us. We do not send marketing from third parties.</li>
      </ul>
    ),
  },
  {
    heading: 'Who we share it with',
    body: (
      <>
        <p>
          The organiser of an event you join (usually your employer or its sports club) sees your registration, team and attendance. Results
          and team line-ups may be shown publicly on the event site. SMS providers receive your number only to deliver sign-in codes.
        </p>
        <p>We never sell personal data.</p>
      </>
    ),
  },
  {
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use a small number of first-party cookies and browser storage entries: your sign-in token, the city you choose and simple
        preferences such as which coupons you have already seen. We do not use advertising cookies.
      </p>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        Account data is kept while your account is active. Event records are kept for three years after an event so results and certificates
        remain available, then deleted or anonymised. Security logs are kept for one year.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        Under India&apos;s Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your personal data, withdraw
        consent, and nominate someone to act for you. Write to us through the <Link to="/Contact">Contact Us</Link> page; we reply within 30
        days.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Data is encrypted in transit, sign-in codes are stored only as hashes and expire within minutes, and you can turn on two-factor
        authentication from the Security page. No system is perfectly secure, so please tell us promptly about anything suspicious.
      </p>
    ),
  },
];

/** Route /privacy-policy (shown without the app shell). */
export default function PrivacyPolicyPage() {
  return (
    <StandalonePage>
      <LegalDocument
        title="Privacy Policy"
        updated="Jan 1, 2026"
        summary={
          <p>
            We collect what we need to run your company&apos;s sports events (your contact details, registrations and attendance), we share
            it only with the event organiser and the services that deliver it, and you can ask us to correct or delete it at any time.
          </p>
        }
        sections={sections}
      />
    </StandalonePage>
  );
}
