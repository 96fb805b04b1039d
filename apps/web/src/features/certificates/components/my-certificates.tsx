import { describeAward, type MyCertificate } from '@podium/contracts/certificates/certificate';
import { toast } from '../../../components/ui/toaster';
import { Panel } from '../../../components/ui/panel';
import { Badge } from '../../../components/ui/badge';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { formatDayRange } from '../../../lib/format-date';
import { downloadCertificate, useMyCertificates } from '../api/my-certificates';

/** The disc beside a medal, in the certificate's own gold, silver and bronze. */
const MEDAL_COLORS: Record<number, string> = { 1: 'bg-[#d4a017]', 2: 'bg-[#a8a9ad]', 3: 'bg-[#b87333]' };

function CertificateRow({ certificate }: { certificate: MyCertificate }) {
  const award = describeAward(certificate);
  return (
    <Panel as="li" padding="sm" className="flex flex-wrap items-center justify-between gap-3" data-testid="certificate">
      <div className="min-w-0">
        <p className="font-semibold">
          {certificate.sportName} · {certificate.categoryName}
        </p>
        <p className="text-sm text-slate-600">
          {certificate.eventName} · {formatDayRange(certificate.eventStartsOn, certificate.eventEndsOn)}
        </p>
        <Badge tone={certificate.place ? 'neutral' : 'success'} className="mt-1 gap-1.5">
          {certificate.place && <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${MEDAL_COLORS[certificate.place]}`} />}
          {award}
        </Badge>
      </div>
      <BusyButton
        busyText="Downloading…"
        onAction={() => downloadCertificate(certificate.code)}
        onError={(error) => toast.error(error instanceof Error ? error.message : 'The certificate could not be downloaded.')}
      >
        Download certificate
      </BusyButton>
    </Panel>
  );
}

/**
 * My certificates on /my-events: one per decided category I placed in (medal) or checked in to
 * (participation). Until a result is decided the section says when they will appear.
 */
export function MyCertificates({ enabled }: { enabled: boolean }) {
  const certificates = useMyCertificates({ enabled });
  // Loading, or paused without a network (offline, nothing saved): no empty heading.
  if (!certificates.data && !certificates.error) return null;
  return (
    <section aria-labelledby="certificates-heading" className="mt-8">
      <h2 id="certificates-heading" className="text-xl font-bold">
        Certificates
      </h2>
      {certificates.error && !certificates.data && (
        <p role="alert" className="mt-2 text-slate-700">
          Your certificates could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => void certificates.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {certificates.data?.length === 0 && (
        <p className="mt-2 text-slate-600">
          A certificate appears here once the results of a category you played in are decided: a medal certificate if you placed, a
          participation certificate if you checked in.
        </p>
      )}
      {certificates.data && certificates.data.length > 0 && (
        <ul className="mt-3 space-y-3">
          {certificates.data.map((certificate) => (
            <CertificateRow key={certificate.code} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}
