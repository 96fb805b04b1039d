import { useState } from 'react';
import { ERASURE_SUMMARY } from '@podium/contracts/privacy/account-deletion';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { useErasePerson } from '../api/admin-people';
import { errorText } from './error-text';
import { TextInput } from '../../../components/ui/controls';

/**
 * 'Erase person': an admin erases someone's personal data on their request (by email, at the desk).
 * The reason is required and kept in the audit log; the dialog names what goes and what stays.
 */
export function ErasePersonDialog({ person, onClose }: { person: { id: number; label: string }; onClose: () => void }) {
  const erase = useErasePerson();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    if (reason.trim().length < 5) {
      setProblem('Say why, in a few words (at least 5 characters).');
      return;
    }
    try {
      const answer = await erase.mutateAsync({ userId: person.id, reason: reason.trim() });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Dialog
      labelledBy="erase-person-heading"
      onDismiss={erase.isPending ? undefined : onClose}
      placement="sheet"
      className="p-5 sm:max-w-lg sm:p-6"
    >
      <h2 id="erase-person-heading" className="text-lg font-bold text-ink">
        Erase {person.label}?
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Do this only when the person asked for it. It cannot be undone, and every session they have ends at once.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {ERASURE_SUMMARY.removed.map((line) => (
          <li key={line}>Removed: {line.replace(/^Your /, 'their ')}</li>
        ))}
        {ERASURE_SUMMARY.kept.map((line) => (
          <li key={line}>Kept: {line}</li>
        ))}
      </ul>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Field label="Reason (kept in the audit log)" error={problem}>
          <TextInput value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} autoFocus />
        </Field>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" variant="danger" disabled={erase.isPending} aria-busy={erase.isPending}>
            {erase.isPending ? 'Erasing…' : 'Erase personal data'}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={erase.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
