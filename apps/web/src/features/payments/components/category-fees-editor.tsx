import { useState } from 'react';
import type { AdminCategoryFeeRow, CategoryFee } from '@podium/contracts/payments/order';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { formatAmount } from '../../../lib/format-amount';
import { useCategoryFees, useSaveCategoryFee } from '../api/admin-orders';
import { mainUnits, parseMainUnits } from '../money-input';
import { Button } from '../../../components/ui/button';
import { NativeSelect, TextInput } from '../../../components/ui/controls';

/** The entry fee of each category of one event: set, change, or make it free again. */
export function CategoryFeesEditor({ eventId }: { eventId: number }) {
  const fees = useCategoryFees(eventId);
  if (fees.isPending) return <p className="mt-3 text-sm text-slate-600">Loading categories…</p>;
  if (fees.isError) return <p role="alert">{errorMessage(fees.error)}</p>;
  if (fees.data.length === 0) return <p className="mt-3 text-sm text-slate-600">This event has no sport categories yet.</p>;
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
      {fees.data.map((row) => (
        <FeeRow key={row.eventSportCategoryId} row={row} />
      ))}
    </ul>
  );
}

function FeeRow({ row }: { row: AdminCategoryFeeRow }) {
  const save = useSaveCategoryFee();
  const [amount, setAmount] = useState(row.fee ? mainUnits(row.fee.amount) : '');
  const [chargedPer, setChargedPer] = useState<CategoryFee['chargedPer']>(row.fee?.chargedPer ?? 'person');
  const [earlyAmount, setEarlyAmount] = useState(row.fee?.earlyBirdAmount ? mainUnits(row.fee.earlyBirdAmount) : '');
  const [earlyUntil, setEarlyUntil] = useState(row.fee?.earlyBirdUntil?.slice(0, 10) ?? '');
  const [problem, setProblem] = useState<string>();
  const [isEditing, setEditing] = useState(false);
  const id = `fee-${row.eventSportCategoryId}`;

  const submit = async () => {
    setProblem(undefined);
    let fee: CategoryFee | null = null;
    if (amount.trim()) {
      const parsed = parseMainUnits(amount);
      if ('problem' in parsed) return setProblem(parsed.problem);
      let earlyBirdAmount: number | null = null;
      if (earlyAmount.trim()) {
        const early = parseMainUnits(earlyAmount);
        if ('problem' in early) return setProblem(`Early bird: ${early.problem}`);
        if (early.minor >= parsed.minor) return setProblem('The early-bird fee must be lower than the fee.');
        if (!earlyUntil) return setProblem('Give the last day of the early-bird fee.');
        earlyBirdAmount = early.minor;
      }
      fee = {
        amount: parsed.minor,
        currency: row.fee?.currency ?? 'INR',
        chargedPer,
        earlyBirdAmount,
        // The early-bird fee lasts to the end of its last day, India time.
        earlyBirdUntil: earlyBirdAmount !== null ? `${earlyUntil}T23:59:59+05:30` : null,
      };
    }
    try {
      const answer = await save.mutateAsync({ eventSportCategoryId: row.eventSportCategoryId, fee });
      toast.success(answer.message);
      setEditing(false);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const feeText = row.fee ? `${formatAmount(row.fee.amount, row.fee.currency)} per ${row.fee.chargedPer}` : 'Free';
  if (!isEditing) {
    return (
      <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
        <p>
          <span className="font-semibold">{row.label}</span>
          <span className="ml-2 text-sm text-slate-600" data-testid="category-fee">
            {feeText}
          </span>
        </p>
        <Button variant="secondary" size="sm" aria-label={`Edit fee: ${row.label}`} onClick={() => setEditing(true)}>
          Edit fee
        </Button>
      </li>
    );
  }
  return (
    <li className="bg-brand-50/40 px-3 py-3">
      <form
        aria-labelledby={`${id}-label`}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void submit();
        }}
      >
        <p id={`${id}-label`} className="font-semibold">
          {row.label}
          <span className="ml-2 text-sm font-normal text-slate-600">{feeText}</span>
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-4">
          <label className="text-sm">
            Fee (₹, empty = free)
            <TextInput id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </label>
          <label className="text-sm">
            Charged
            <NativeSelect value={chargedPer} onChange={(e) => setChargedPer(e.target.value as CategoryFee['chargedPer'])}>
              <option value="person">Per person</option>
              <option value="team">Per team (its creator pays)</option>
            </NativeSelect>
          </label>
          <label className="text-sm">
            Early-bird fee (₹)
            <TextInput inputMode="decimal" value={earlyAmount} onChange={(e) => setEarlyAmount(e.target.value)} />
          </label>
          <label className="text-sm">
            Early bird until
            <TextInput type="date" value={earlyUntil} onChange={(e) => setEarlyUntil(e.target.value)} />
          </label>
        </div>
        {problem && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="mt-2 flex gap-2">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save fee'}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </li>
  );
}
