import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { tenants } from '../src/db/schema/index';
import type { TestApp } from './test-app';

/** PDFKit writes a PNG with an alpha channel as two image objects (colour and mask): compare counts, do not expect one. */
export const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

/**
 * Gives the tenant an uploaded logo (a PNG in the picture store, as an upload leaves it) and a site
 * title, runs `check`, then puts the tenant's settings back. For tests of what wears the brand.
 */
export async function withUploadedLogo(harness: TestApp, tenantId: number, siteTitle: string, check: () => Promise<void>): Promise<void> {
  const db = harness.database.db;
  const [before] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  const fileName = `${tenantId}-0123456789abcdef-logo.png`;
  await harness.app.deps.pictures.put(`branding/${fileName}`, await QRCode.toBuffer('logo', { width: 120 }), 'image/png');
  await db
    .update(tenants)
    .set({ settings: { ...before!.settings, siteTitle, logo: `/api/uploads/branding/${fileName}` } })
    .where(eq(tenants.id, tenantId));
  try {
    await check();
  } finally {
    await db.update(tenants).set({ settings: before!.settings }).where(eq(tenants.id, tenantId));
  }
}
