import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error';
import type { Database } from '../../db/client';
import type { PictureStore } from '../../platform/picture-store/picture-store';
import { replaceTenantLogo, type BrandingAudit } from './branding.service';
import type { TenantRow } from './tenant.repository';

const BAD_FORM = 'Send the logo as multipart/form-data in a field named "file".';

/** A refusal shown under the form's file field. */
export const logoFileRefusal = (message: string) => new DomainError('VALIDATION_FAILED', message, { fields: { file: [message] } });

/**
 * The logo file of a multipart request (field `file`), for the tenant admin's and the operator's
 * upload alike; `beforeReading` spends the uploader's rate limit. The route registers @fastify/multipart with BRAND_LOGO_MAX_BYTES as its limit.
 */
export async function readLogoUpload(request: FastifyRequest, beforeReading: () => Promise<void>): Promise<Buffer> {
  if (!request.isMultipart()) throw logoFileRefusal(BAD_FORM);
  // The rate limit is spent only by a well-formed upload (a refused request writes nothing).
  await beforeReading();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file') continue;
      bytes = await part.toBuffer().catch(() => {
        throw logoFileRefusal('This logo is larger than 2 MB. Choose a smaller file.');
      });
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // A body without a boundary, broken framing or too many parts is the sender's mistake.
    throw logoFileRefusal(BAD_FORM);
  }
  if (!bytes || bytes.length === 0) throw logoFileRefusal('Choose a PNG or SVG logo to upload.');
  return bytes;
}

/** Stores the logo (and the app icons made from it); an unreadable or refused picture is refused under the file field. */
export async function replaceTenantLogoFromUpload(
  deps: { db: Database; pictures: PictureStore },
  tenantId: number,
  bytes: Buffer,
  audit?: BrandingAudit,
): Promise<TenantRow> {
  return replaceTenantLogo(deps, tenantId, bytes, audit).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'VALIDATION_FAILED') throw logoFileRefusal(error.message);
    throw error;
  });
}
