import { useQuery } from '@tanstack/react-query';
import { myCertificateSchema } from '@podium/contracts/certificates/certificate';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { downloadPdf } from '../../../lib/download-pdf';

const myCertificatesAnswer = successEnvelope(myCertificateSchema.array());

/** `GET /customer/certificates`: my certificates of decided categories (/my-events lists them). */
export function useMyCertificates(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['my-certificates'],
    queryFn: async () => (await http.get('/customer/certificates', { schema: myCertificatesAnswer })).data,
    enabled: options.enabled ?? true,
  });
}

/** `GET /customer/certificates/{code}/pdf`: saves the certificate's PDF. */
export const downloadCertificate = (code: string): Promise<void> =>
  downloadPdf(
    `/customer/certificates/${code}/pdf`,
    `certificate-${code}.pdf`,
    'The certificate could not be downloaded. Please try again.',
  );
