import { z } from 'zod';

/** Random bytes behind a certificate code: 144 bits, so a code cannot be guessed or enumerated. */
export const CERTIFICATE_CODE_BYTES = 18;

/** A certificate code: CERTIFICATE_CODE_BYTES random bytes in base64url (24 characters, no padding). */
export const CERTIFICATE_CODE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** Whether `text` has the shape of a certificate code (the /verify page asks the API only then). */
export const isCertificateCodeShaped = (text: string) => CERTIFICATE_CODE_PATTERN.test(text);

export const certificateCodeParamsSchema = z
  .object({
    certificateCode: z
      .string()
      .regex(CERTIFICATE_CODE_PATTERN, 'This is not a certificate code. Check the link or scan the QR code again.'),
  })
  .strict();

export const certificateKindSchema = z.enum(['participation', 'medal']);
export type CertificateKind = z.infer<typeof certificateKindSchema>;

/** What a certificate is for: the person, the event, sport and category, and the medal if any. */
const certificateFacts = {
  code: z.string(),
  kind: certificateKindSchema,
  /** 1 gold, 2 silver, 3 bronze on a medal certificate; null on a participation certificate. */
  place: z.number().int().min(1).max(3).nullable(),
  holderName: z.string(),
  eventName: z.string(),
  /** The event's first and last day, YYYY-MM-DD. */
  eventStartsOn: z.string(),
  eventEndsOn: z.string(),
  sportName: z.string(),
  categoryName: z.string(),
  issuedAt: z.iso.datetime(),
};

/** `GET /api/customer/certificates`: one live certificate of the signed-in member. */
export const myCertificateSchema = z.object(certificateFacts);
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/**
 * `GET /api/public/certificates/{certificateCode}`: a certificate of this site, valid or withdrawn
 * (a corrected result withdraws it and issues a new one). An unknown code is a 404 NOT_FOUND.
 */
export const verifiedCertificateSchema = z.object({
  ...certificateFacts,
  status: z.enum(['valid', 'withdrawn']),
  withdrawnAt: z.iso.datetime().nullable(),
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificateSchema>;

const MEDAL_NAMES = { 1: 'Gold', 2: 'Silver', 3: 'Bronze' } as const;

/** "Gold medal (1st place)", or "Participation" for a certificate without a place. */
export function describeAward(certificate: { kind: CertificateKind; place: number | null }): string {
  if (certificate.kind !== 'medal' || certificate.place === null) return 'Participation';
  const medal = MEDAL_NAMES[certificate.place as 1 | 2 | 3];
  const ordinal = ['1st', '2nd', '3rd'][certificate.place - 1];
  return `${medal} medal (${ordinal} place)`;
}
