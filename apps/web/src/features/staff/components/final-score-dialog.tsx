import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface FinalScoreDialogProps {
  /** The result and what follows from it ('Final 2–0 — Globex moves on'). */
  question: string;
  /** The match, as the card names it ('Globex v Initech'). */
  matchName: string;
  isBusy: boolean;
  /** False for a drawn knockout: the server would refuse it, so the way forward is back to the card. */
  canConfirm: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks once before a score becomes final (issue 30): a final result moves the winner on and feeds
 * the tables and medals, so a slip of the thumb at the venue must not do it.
 */
export function FinalScoreDialog({ question, matchName, isBusy, canConfirm, onConfirm, onCancel }: FinalScoreDialogProps) {
  return (
    <Dialog labelledBy="final-score-title" onDismiss={isBusy ? undefined : onCancel} className="max-w-md space-y-3 p-6">
      <h2 id="final-score-title" className="text-xl font-bold">
        {question}
      </h2>
      <p className="text-sm text-slate-600">
        {canConfirm
          ? `${matchName}. The result goes on the event site at once; it can be corrected afterwards.`
          : `${matchName}. Choose penalties or extra time under "Decided by" with the score that decided it, then Final score again.`}
      </p>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy} autoFocus>
          {canConfirm ? 'Cancel' : 'Back to the score'}
        </Button>
        {canConfirm && (
          <Button onClick={onConfirm} disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Saving…' : 'Confirm'}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
