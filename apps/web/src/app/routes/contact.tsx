import { ContactForm } from '../../features/contact';
import { Panel } from '../../components/ui/panel';

/** Route /Contact: a message to the organising team, stored by POST /api/contact. */
export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[1fr_1.3fr] md:py-16">
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-3xl font-bold tracking-tight text-ink">
          Contact Us
        </h1>
        <p className="mt-3 leading-relaxed text-slate-700">
          Questions about an event, a registration, a result or your account? Send us a note and the organising team will reply by email,
          usually within one working day.
        </p>
        <dl className="mt-6 space-y-4 text-sm">
          <div>
            <dt className="font-semibold text-ink">Event days</dt>
            <dd className="text-slate-600">Find the help desk at the venue entrance, next to the check-in point.</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Refunds and cancellations</dt>
            <dd className="text-slate-600">Include your registered mobile number, the event and the category.</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Office hours</dt>
            <dd className="text-slate-600">Monday to Saturday, 9:30 AM to 6:30 PM IST.</dd>
          </div>
        </dl>
      </section>
      <Panel as="section" padding="lg" aria-label="Send a message">
        <ContactForm />
      </Panel>
    </div>
  );
}
