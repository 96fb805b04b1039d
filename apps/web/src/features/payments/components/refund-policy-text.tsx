import { formatAmount } from '../../../lib/format-amount';
import { useRefundPolicy } from '../api/refund-policy';

/** The site's actual withdrawal refund policy (admin settings), for /cancellation-refund. */
export function RefundPolicyText() {
  const policy = useRefundPolicy();
  if (policy.isLoading) return <p role="status">Loading this site&apos;s policy…</p>;
  if (!policy.data) return <p>This site&apos;s refund policy could not be loaded. Please try again later.</p>;
  const { refundPolicy, refundFee, holdMinutes } = policy.data;
  return (
    <ul>
      <li>
        {refundPolicy === 'full' && 'Withdraw from My registrations before the category’s cut-off and the entry fee is refunded in full.'}
        {refundPolicy === 'minus_fee' &&
          `Withdraw from My registrations before the category’s cut-off and the entry fee is refunded minus a cancellation fee of ${formatAmount(refundFee, 'INR')}.`}
        {refundPolicy === 'none' && 'Entry fees are not refunded when you withdraw.'}
      </li>
      <li>After the cut-off (the category’s first match, else the end of the event) a registration stands and is not refunded.</li>
      <li>An unpaid place is held for {holdMinutes} minutes; after that it is released and nothing is charged.</li>
      <li>Refunds go back to the original payment method; your bank may take 5 to 10 working days to show them.</li>
    </ul>
  );
}
