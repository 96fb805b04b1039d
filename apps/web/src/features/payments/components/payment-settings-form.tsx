import { useState } from 'react';
import type { PaymentSettings } from '@podium/contracts/payments/order';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { usePaymentSettings, useSavePaymentSettings } from '../api/admin-orders';
import { mainUnits, parseMainUnits } from '../money-input';
import { Button } from '../../../components/ui/button';
import { NativeSelect, TextInput } from '../../../components/ui/controls';

/** The tenant's refund policy (what /cancellation-refund shows) and the receipt's legal and tax fields. */
export function PaymentSettingsForm() {
  const settings = usePaymentSettings();
  if (settings.isPending) return <p className="mt-3 text-sm text-slate-600">Loading settings…</p>;
  if (settings.isError) return <p role="alert">{errorMessage(settings.error)}</p>;
  return <SettingsFields saved={settings.data} />;
}

function SettingsFields({ saved }: { saved: PaymentSettings }) {
  const save = useSavePaymentSettings();
  const [legalName, setLegalName] = useState(saved.legalName ?? '');
  const [gstin, setGstin] = useState(saved.gstin ?? '');
  const [taxRate, setTaxRate] = useState(String(saved.taxRateBasisPoints / 100));
  const [refundPolicy, setRefundPolicy] = useState(saved.refundPolicy);
  const [refundFee, setRefundFee] = useState(saved.refundFee ? mainUnits(saved.refundFee) : '');
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    setProblem(undefined);
    const rate = Number(taxRate.trim() || '0');
    if (!Number.isFinite(rate) || rate < 0 || rate > 100) return setProblem('The tax rate is a percentage from 0 to 100, such as 18.');
    const gstinText = gstin.trim().toUpperCase();
    if (gstinText && !/^[0-9A-Z]{15}$/.test(gstinText)) return setProblem('A GSTIN has 15 letters and digits');
    let refundFeeMinor = 0;
    if (refundPolicy === 'minus_fee') {
      const parsed = parseMainUnits(refundFee);
      if ('problem' in parsed) return setProblem(`Refund fee: ${parsed.problem}`);
      refundFeeMinor = parsed.minor;
    }
    try {
      const answer = await save.mutateAsync({
        legalName: legalName.trim() || null,
        gstin: gstinText || null,
        taxRateBasisPoints: Math.round(rate * 100),
        refundPolicy,
        refundFee: refundFeeMinor,
      });
      toast.success(answer.message);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form
      aria-label="Payment settings"
      className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void submit();
      }}
    >
      <label className="text-sm">
        Legal name on receipts
        <TextInput value={legalName} maxLength={200} onChange={(e) => setLegalName(e.target.value)} />
      </label>
      <label className="text-sm">
        GSTIN (optional)
        <TextInput value={gstin} maxLength={15} onChange={(e) => setGstin(e.target.value)} />
      </label>
      <label className="text-sm">
        Tax rate included in fees (%)
        <TextInput inputMode="decimal" value={taxRate} onChange={(e) => setTaxRate(e.target.value)} />
      </label>
      <label className="text-sm">
        Refund when a member withdraws
        <NativeSelect value={refundPolicy} onChange={(e) => setRefundPolicy(e.target.value as PaymentSettings['refundPolicy'])}>
          <option value="full">Full refund</option>
          <option value="minus_fee">Refund minus a fee</option>
          <option value="none">No refund</option>
        </NativeSelect>
      </label>
      {refundPolicy === 'minus_fee' && (
        <label className="text-sm">
          Fee kept on a refund (₹)
          <TextInput inputMode="decimal" value={refundFee} onChange={(e) => setRefundFee(e.target.value)} />
        </label>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {problem}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
