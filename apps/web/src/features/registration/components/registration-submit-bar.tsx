import { Button } from '../../../components/ui/button';
import { formatAmount, formatAmountShort } from '../../../lib/format-amount';

/**
 * The registration form's bottom bar: the server's or the form's problem, how many categories are
 * chosen and what they cost, and the submit button (which says "Continue to pay …" when there is a fee).
 */
export function RegistrationSubmitBar({
  problem,
  chosenCount,
  total,
  isPending,
}: {
  problem: string | undefined;
  chosenCount: number;
  total: { amountMinor: number; currency: string } | null;
  isPending: boolean;
}) {
  return (
    // Sticky, not fixed: it rides along the form's bottom edge and stops there, above the footer.
    <div className="sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] sm:bottom-3 sm:mx-0 sm:rounded-2xl sm:border">
      <div className="flex flex-wrap items-center gap-3">
        {problem && (
          <p role="alert" className="w-full rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {problem}
          </p>
        )}
        <p className="text-sm text-slate-600" data-testid="registration-total">
          {chosenCount === 0
            ? 'Choose a sport, then its category'
            : `${chosenCount} ${chosenCount === 1 ? 'category' : 'categories'} chosen`}
          {total && (
            <>
              {' · '}
              <span className="font-bold text-ink">Total {formatAmount(total.amountMinor, total.currency)}</span>
            </>
          )}
        </p>
        <Button
          variant="bare"
          type="submit"
          disabled={chosenCount === 0 || isPending}
          className="ml-auto inline-flex min-h-12 items-center rounded-full bg-amber-400 px-6 font-bold text-ink shadow hover:bg-amber-300 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600 disabled:shadow-none"
        >
          {isPending
            ? 'Registering…'
            : total
              ? `Continue to pay ${formatAmountShort(total.amountMinor, total.currency)}`
              : 'Complete registration'}
        </Button>
      </div>
    </div>
  );
}
