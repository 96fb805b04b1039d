import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/controls';
import { formatAmount } from '../../../lib/format-amount';
import { mainUnits, parseMainUnits } from '../money-input';
import type { AdminOrder } from '../api/admin-orders';

interface AdminRefundDialogProps {
  order: AdminOrder;
  isBusy: boolean;
  /** The server's refusal, shown in the dialog so the admin can correct and send again. */
  serverError: string | undefined;
  onConfirm(input: { amount: number | undefined; reason: string }): void;
  onCancel(): void;
}

/**
 * An admin's refund in the page (issue 30, not the browser's prompt boxes): the amount, the full
 * remainder unless changed; a required reason (kept in the audit log); what will happen in one line
 * before 'Refund'. Refused inputs say why, under the field.
 */
export function AdminRefundDialog({ order, isBusy, serverError, onConfirm, onCancel }: AdminRefundDialogProps) {
  const remaining = order.amount - order.refunded;
  const [amountText, setAmountText] = useState(mainUnits(remaining));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const parsed = parseMainUnits(amountText);
  const amountMinor = 'minor' in parsed ? parsed.minor : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!('minor' in parsed)) next.amount = parsed.problem;
    else if (parsed.minor > remaining) next.amount = `At most ${formatAmount(remaining, order.currency)} is left to refund on this order.`;
    if (reason.trim().length < 2) next.reason = 'Give a reason for the refund: it is kept in the audit log.';
    setErrors(next);
    if (next.amount || next.reason) return;
    onConfirm({ amount: amountMinor === remaining ? undefined : amountMinor, reason: reason.trim() });
  };

  return (
    <Dialog labelledBy="refund-title" onDismiss={isBusy ? undefined : onCancel} className="max-w-md p-6">
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 id="refund-title" className="text-xl font-bold">
          Refund {order.memberName ?? 'this member'}
        </h2>
        <p className="text-sm text-slate-600">
          {order.eventName} · paid {formatAmount(order.amount, order.currency)}
          {order.refunded > 0 ? `, ${formatAmount(order.refunded, order.currency)} already refunded` : ''}.
        </p>
        <Field label={`Amount (${order.currency})`} hint="The whole remainder unless you change it." error={errors.amount}>
          <TextInput
            inline
            inputMode="decimal"
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value);
              setErrors({ ...errors, amount: undefined });
            }}
            autoFocus
          />
        </Field>
        <Field label="Reason" error={errors.reason}>
          <TextInput
            inline
            value={reason}
            maxLength={300}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors({ ...errors, reason: undefined });
            }}
          />
        </Field>
        {amountMinor !== undefined && amountMinor <= remaining && (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="refund-summary">
            {formatAmount(amountMinor, order.currency)} goes back to the member&apos;s payment method
            {amountMinor === remaining ? '; places paid back in full are given up.' : '.'}
          </p>
        )}
        {serverError && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {serverError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Refunding…' : 'Refund'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
