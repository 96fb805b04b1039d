import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { useRotateQrCode } from '../api/rotate-qr-code';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';

/**
 * 'Get a new QR code', with a confirmation step: the current code (printed, screenshotted or sent
 * to someone) stops working at once, so staff scanning it are refused.
 */
export function QrCodeRenewal() {
  const rotate = useRotateQrCode();
  const [isConfirming, setConfirming] = useState(false);

  const renew = async () => {
    try {
      const answer = await rotate.mutateAsync();
      setConfirming(false);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, { fallback: 'Could not get a new QR code. Please try again.' }));
    }
  };

  if (!isConfirming) {
    return (
      <Button onClick={() => setConfirming(true)} variant="secondary" size="sm">
        Get a new QR code
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby="qr-renew-question" className="rounded-xl bg-amber-50 p-3 text-left text-sm ring-1 ring-amber-200">
      <p id="qr-renew-question" className="text-amber-900">
        Your current QR code will stop working at once, including printed or saved copies. Get a new one?
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void renew()} disabled={rotate.isPending}>
          {rotate.isPending ? 'Getting a new code…' : 'Yes, get a new code'}
        </Button>
        <Button onClick={() => setConfirming(false)} disabled={rotate.isPending} variant="secondary">
          Cancel
        </Button>
      </div>
    </div>
  );
}
