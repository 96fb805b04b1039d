import { BusyButton } from '../../../components/ui/busy-button';
import { toast } from '../../../components/ui/toaster';
import { errorText } from './error-text';

/** 'Poster for {venue}', busy while the PDF is drawn (1.4-3.5 s): disabled, 'Preparing poster...', aria-busy. */
export function PosterButton({ venue, open }: { venue: string; open: () => Promise<void> }) {
  return (
    <BusyButton busyText="Preparing poster..." onAction={open} onError={(error) => toast.error(errorText(error))}>
      Poster for {venue}
    </BusyButton>
  );
}
