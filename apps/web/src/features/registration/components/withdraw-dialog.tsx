import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { WithdrawalRefundNote } from '../../payments';

interface WithdrawDialogProps {
  registration: MyRegistration;
  isBusy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before withdrawing, in the page rather than the browser's confirm box (issue 30), and says
 * first what comes back under the site's refund policy, so nobody learns the price of leaving
 * afterwards.
 */
export function WithdrawDialog({ registration, isBusy, onConfirm, onCancel }: WithdrawDialogProps) {
  const label = `${registration.sport.name} · ${registration.category.name}`;
  return (
    <Dialog labelledBy="withdraw-title" placement="sheet" onDismiss={isBusy ? undefined : onCancel} className="max-w-md space-y-4 p-6">
      <h2 id="withdraw-title" className="text-xl font-bold">
        Withdraw from {label}?
      </h2>
      <p className="text-sm text-slate-600">
        Your place goes to someone else{registration.team ? ` and you leave ${registration.team.name}` : ''}.
      </p>
      <WithdrawalRefundNote registrationId={registration.id} teamMemberCount={registration.team?.memberCount ?? 1} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy} autoFocus>
          Keep my place
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? 'Withdrawing…' : 'Withdraw'}
        </Button>
      </div>
    </Dialog>
  );
}
