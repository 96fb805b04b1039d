import { useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { downloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The profile's 'Your data' section: download everything we hold about me, or delete my account. */
export function YourDataSection() {
  const [isDeleting, setDeleting] = useState(false);
  return (
    <Panel as="section" aria-labelledby="your-data-heading" className="sm:p-6">
      <h2 id="your-data-heading" className="text-lg font-bold">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Download a copy of everything this site holds about you (profile, registrations, check-ins, coupons, payments and sign-ins), or
        delete your account. See the{' '}
        <Link to="/privacy-policy" className="font-semibold text-brand-600 hover:underline">
          privacy policy
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <BusyButton
          busyText="Preparing your file…"
          onAction={downloadMyData}
          onError={(error) => toast.error(errorMessage(error, { fallback: 'Could not download your data. Please try again.' }))}
        >
          Download my data
        </BusyButton>
        <Button variant="dangerSecondary" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {isDeleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Panel>
  );
}
