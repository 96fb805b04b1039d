import { useQuery } from '@tanstack/react-query';
import { verifiedCertificateSchema } from '@podium/contracts/certificates/certificate';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { ApiError, http } from '../../../lib/http-client';

const verifiedCertificateAnswer = successEnvelope(verifiedCertificateSchema);

/** `GET /public/certificates/{code}`: whose certificate a code is; a 404 (unknown here) is not retried. */
export function useVerifiedCertificate(code: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['verified-certificate', code],
    queryFn: async () => (await http.get(`/public/certificates/${code}`, { schema: verifiedCertificateAnswer })).data,
    enabled: options.enabled,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** Whether the API said it does not know the code on this site (or that it is no code at all). */
export const isUnknownCode = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
