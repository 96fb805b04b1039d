import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MFA_SETUP_PATH, MFA_SETUP_REQUIRED_MESSAGE } from '@podium/contracts/mfa/mfa-enforcement';
import { useMfaStatus } from '../api/get-mfa-status';
import { buttonClass } from '../../../components/ui/button';

/**
 * The staff and admin consoles while required two-factor setup is not done: the API refuses every
 * console call (403 MFA_SETUP_REQUIRED, also after a skip), so instead of a console full of
 * refusals this says why and links to the Security page. Renders the console otherwise, and also
 * when the status cannot be read (the console's own calls then say what is wrong).
 */
export function ConsoleMfaGate({ children }: { children: ReactNode }) {
  const status = useMfaStatus();
  if (status.isPending) return <p className="text-sm text-slate-600">Loading…</p>;
  const isBlocked = status.data ? status.data.isSetupRequired && !status.data.isMfaEnabled : false;
  if (!isBlocked) return <>{children}</>;
  return (
    <section role="alert" aria-labelledby="console-mfa-title" className="space-y-3 rounded-lg bg-amber-50 p-4 text-amber-900">
      <h2 id="console-mfa-title" className="text-lg font-semibold">
        Two-factor authentication required
      </h2>
      <p>{MFA_SETUP_REQUIRED_MESSAGE}</p>
      <Link to={MFA_SETUP_PATH} className={buttonClass('primary')}>
        Set up two-factor authentication
      </Link>
    </section>
  );
}
