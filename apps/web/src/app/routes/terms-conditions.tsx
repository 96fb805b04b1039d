import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/ui/legal-document';
import { StandalonePage } from '../layouts/standalone-page';

const sections: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        Podium is an online platform that helps companies in India run sports events for their employees: registrations, team building,
        fixtures, results and attendance check-in by QR code. These terms apply to every Podium site, including the event microsites hosted
        for our partner organisations.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <>
        <p>
          You sign in with your mobile number and a one-time password, your company&apos;s single sign-on, or a supported social account.
          You are responsible for keeping your phone, email and any two-factor authentication codes secure.
        </p>
        <ul>
          <li>Give accurate details: your name, company, email and gender are used to place you in the right categories.</li>
          <li>One person, one account. Do not register on behalf of someone else without their consent.</li>
          <li>Tell us at once if you believe someone else has used your account.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Registering for events',
    body: (
      <>
        <p>
          Some events are open only to employees of participating companies or to people their organiser has pre-registered. A registration
          is confirmed only when it appears under My registrations.
        </p>
        <ul>
          <li>Category rules (age, gender, team size) are set by the organiser and published on the event&apos;s rules page.</li>
          <li>Organisers may move a fixture, change a venue or merge categories when numbers or weather require it.</li>
          <li>Fees, where charged, are shown before you pay and are governed by our Cancellation &amp; Refund Policy.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Attendance and check-in',
    body: (
      <p>
        Attendance is recorded when event staff scan the QR code issued to you, or when you scan the code displayed at a venue. Do not
        share, copy or alter a QR code. Attendance records are used for results, certificates and rewards, and a record made through misuse
        may be cancelled.
      </p>
    ),
  },
  {
    heading: 'Playing safely',
    body: (
      <p>
        Sport carries a risk of injury. Take part only if you are fit to do so, follow the referees and venue staff, and use the safety
        equipment the rules require. Organisers arrange first aid at venues; Podium does not provide medical services and, to the extent the
        law allows, is not liable for injuries that occur during play.
      </p>
    ),
  },
  {
    heading: 'Coupons and rewards',
    body: (
      <p>
        Coupons earned on Podium are offered by our partners, are personal, have no cash value and may not be sold. Each coupon shows its
        own validity and conditions. We may withdraw coupons obtained through misuse.
      </p>
    ),
  },
  {
    heading: 'Fair use',
    body: (
      <ul>
        <li>No harassment, hate speech or abuse of other participants, officials or staff, online or at venues.</li>
        <li>No attempts to break, overload or probe the platform, or to access data that is not yours.</li>
        <li>Photos and posts you share must be yours to share and respectful of the people in them.</li>
      </ul>
    ),
  },
  {
    heading: 'Changes and termination',
    body: (
      <p>
        We may update these terms as the platform grows; the date above shows the latest version, and continued use means you accept it. We
        may suspend an account that breaks these terms. You may stop using Podium at any time and ask us to delete your account.
      </p>
    ),
  },
  {
    heading: 'Law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. Disputes are subject to the exclusive jurisdiction of the courts at Bengaluru,
        Karnataka. For questions, write to us through the <Link to="/Contact">Contact Us</Link> page.
      </p>
    ),
  },
];

/** Route /terms-conditions (shown without the app shell). */
export default function TermsConditionsPage() {
  return (
    <StandalonePage>
      <LegalDocument
        title="Terms & Conditions"
        updated="Jan 1, 2026"
        summary={
          <p>
            In short: keep your account to yourself, play fair and safe, follow the organiser&apos;s rules, and use coupons and QR codes
            only as intended. Please also read our <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        }
        sections={sections}
      />
    </StandalonePage>
  );
}
