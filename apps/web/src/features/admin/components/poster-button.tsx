import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { errorText } from './error-text';
import { secondaryButton } from './form-styles';

/** 'Poster for {venue}', busy while the PDF is drawn (1.4-3.5 s): disabled, 'Preparing poster...', aria-busy. */
export function PosterButton({ venue, open }: { venue: string; open: () => Promise<void> }) {
  const [isBusy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={isBusy}
      aria-busy={isBusy}
      aria-label={`Poster for ${venue}`}
      onClick={() => {
        setBusy(true);
        void open()
          .catch((error: unknown) => toast.error(errorText(error)))
          .finally(() => setBusy(false));
      }}
    >
      {isBusy ? 'Preparing poster...' : `Poster for ${venue}`}
    </button>
  );
}
