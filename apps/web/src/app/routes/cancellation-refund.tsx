import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/ui/legal-document';
import { StandalonePage } from '../layouts/standalone-page';
import { RefundPolicyText } from '../../features/payments/components/refund-policy-text';

const sections: LegalSection[] = [
  {
    heading: 'Free events',
    body: (
      <p>
        Most events on Podium are paid for by the participating companies and are free for employees. You can cancel a free registration
        from My registrations at any time before the category&apos;s first fixture; your place goes to the next person on the waiting list.
      </p>
    ),
  },
  {
    heading: 'Cancelling a paid registration',
    // This site's actual policy, as its admin set it (issue 15), not a fixed schedule.
    body: <RefundPolicyText />,
  },
  {
    heading: 'When the organiser cancels',
    body: (
      <p>
        If an event or a category is cancelled by the organiser, or cannot take place because of weather, a venue closure or an order of the
        authorities, every paid entry for it is refunded in full. If a fixture is only rescheduled, entries stay valid for the new date; ask
        for a refund within 7 days of the announcement if you cannot attend.
      </p>
    ),
  },
  {
    heading: 'How refunds are paid',
    body: (
      <p>
        A refund is sent the day it is approved, back to the original payment method (UPI, card or net banking); your bank may take 5 to 10
        working days to show it. Payment gateway charges are not deducted. Coupons and rewards have no cash value and are not refundable.
      </p>
    ),
  },
  {
    heading: 'How to ask',
    body: (
      <p>
        Write to us through the <Link to="/Contact">Contact Us</Link> page with your registered mobile number, the event and the category.
        We confirm every request within 2 working days.
      </p>
    ),
  },
];

/** Route /cancellation-refund (shown without the app shell). */
export default function CancellationRefundPage() {
  return (
    <StandalonePage>
      <LegalDocument
        title="Cancellation & Refund Policy"
        updated="Jan 1, 2026"
        summary={
          <p>
            Free registrations can be cancelled any time before you play. A paid entry withdrawn before its cut-off is refunded under this
            site&apos;s rules below, and every paid entry is refunded in full when the organiser cancels.
          </p>
        }
        sections={sections}
      />
    </StandalonePage>
  );
}
