import { formatRecoveryCode } from '@podium/contracts/mfa/mfa-rules';
import { toast } from '../../../components/ui/toaster';
import { copyText, downloadText } from '../clipboard';
import { Button } from '../../../components/ui/button';

/** Recovery codes shown once: copy them all or download them as a text file. */
export function RecoveryCodesPanel({ codes, siteTitle }: { codes: string[]; siteTitle: string }) {
  const formatted = codes.map(formatRecoveryCode);
  const asText = [
    `${siteTitle} recovery codes`,
    'Each code can be used once to sign in if you cannot use your authenticator app.',
    '',
    ...formatted,
    '',
  ].join('\n');

  const copy = async () => {
    if (await copyText(asText)) toast.success('Recovery codes copied');
    else toast.error('Could not copy. Please select the codes and copy them by hand.');
  };

  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id="recovery-codes-title" className="font-semibold text-ink">
        Your recovery codes
      </h3>
      <p className="text-sm text-slate-700">
        Save these codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2" data-testid="recovery-codes">
        {formatted.map((code) => (
          <li key={code} className="rounded bg-white px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()} variant="secondary">
          Copy codes
        </Button>
        <Button onClick={() => downloadText('recovery-codes.txt', asText)} variant="secondary">
          Download as .txt
        </Button>
      </div>
    </section>
  );
}
