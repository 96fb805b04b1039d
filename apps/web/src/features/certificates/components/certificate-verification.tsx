import { Link } from 'react-router';
import { BadgeCheck, CircleHelp, CircleOff, WifiOff } from 'lucide-react';
import { describeAward, isCertificateCodeShaped, type VerifiedCertificate } from '@podium/contracts/certificates/certificate';
import { StatusMessage } from '../../../components/ui/status-message';
import { Button, buttonClass } from '../../../components/ui/button';
import { formatDay, formatDayRange } from '../../../lib/format-date';
import { isUnknownCode, useVerifiedCertificate } from '../api/verify-certificate';

const homeLink = (
  <Link to="/" className={buttonClass('secondary', 'mt-8')}>
    Go to the home page
  </Link>
);

function Facts({ certificate }: { certificate: VerifiedCertificate }) {
  return (
    <dl className="mt-6 w-full divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-left">
      {(
        [
          ['Awarded to', certificate.holderName],
          ['Certificate', describeAward(certificate)],
          ['Sport', `${certificate.sportName} · ${certificate.categoryName}`],
          ['Event', `${certificate.eventName}, ${formatDayRange(certificate.eventStartsOn, certificate.eventEndsOn)}`],
          ['Issued', formatDay(certificate.issuedAt)],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-4">
          <dt className="text-sm text-slate-500 sm:w-32 sm:shrink-0">{label}</dt>
          <dd className="font-medium text-ink break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What /verify/{code} says (no sign-in): a valid certificate with whose it is and for what, a
 * withdrawn one (a corrected result replaced it), or a code this site does not know.
 */
export function CertificateVerification({ code }: { code: string }) {
  const isShaped = isCertificateCodeShaped(code);
  const verified = useVerifiedCertificate(code, { enabled: isShaped });

  if (!isShaped || isUnknownCode(verified.error)) {
    return (
      <StatusMessage icon={CircleHelp} tone="danger" title="Unknown certificate" actions={homeLink}>
        <p className="mt-3 text-slate-600">
          This site has no certificate with this code. Check that the whole link was opened, or scan the QR code on the certificate again.
          If it still fails, ask the organisers.
        </p>
      </StatusMessage>
    );
  }
  if (verified.error) {
    return (
      <StatusMessage
        icon={WifiOff}
        tone="warning"
        title="Could not check this certificate"
        actions={
          <Button className="mt-8" onClick={() => void verified.refetch()}>
            Try again
          </Button>
        }
      >
        <p className="mt-3 text-slate-600">The check did not reach the site. Check your connection and try again.</p>
      </StatusMessage>
    );
  }
  if (!verified.data) {
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-600">
        Checking the certificate…
      </p>
    );
  }
  const certificate = verified.data;
  if (certificate.status === 'withdrawn') {
    return (
      <StatusMessage icon={CircleOff} tone="warning" title="This certificate was withdrawn" actions={homeLink}>
        <p className="mt-3 text-slate-600">
          It was withdrawn on {formatDay(certificate.withdrawnAt!)} after a result was corrected, and no longer counts. The holder can
          download the corrected certificate from My registrations.
        </p>
        <Facts certificate={certificate} />
      </StatusMessage>
    );
  }
  return (
    <StatusMessage icon={BadgeCheck} tone="success" title="Valid certificate" actions={homeLink}>
      <p className="mt-3 text-slate-600">This certificate was issued by this site to {certificate.holderName}.</p>
      <Facts certificate={certificate} />
    </StatusMessage>
  );
}
