import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

/**
 * A button for a slow action (a poster PDF takes 1.4-3.5 s): while `onAction` runs it is disabled,
 * aria-busy and says `busyText`, so nobody taps twice wondering whether anything happens. Its name
 * is its visible text. A failure goes to `onError` (a toast, usually).
 */
export function BusyButton({
  children,
  busyText,
  onAction,
  onError,
  variant = 'secondary',
  className,
}: {
  children: ReactNode;
  busyText: string;
  onAction: () => Promise<unknown>;
  onError: (error: unknown) => void;
  variant?: ButtonVariant;
  className?: string;
}) {
  const [isBusy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      className={className}
      disabled={isBusy}
      aria-busy={isBusy}
      onClick={() => {
        setBusy(true);
        void onAction()
          .catch(onError)
          .finally(() => setBusy(false));
      }}
    >
      {isBusy ? busyText : children}
    </Button>
  );
}
