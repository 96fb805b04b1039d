import { DEFAULT_BRAND_COLORS } from '@podium/contracts/branding/branding';
import type { Database } from '../../db/client';
import type { PictureStore } from '../../platform/picture-store/picture-store';
import type { DocumentBrand } from '../../platform/pdf/brand-header';
import { brandFileKeysOf } from './brand-logo';
import { findTenantLook } from './branding.repository';

/**
 * The tenant's brand for a printed document: the site name it shows, its colours and its uploaded
 * logo (a PNG, rasterised on upload; the default SVG logo is not drawn). One place, so receipts,
 * credit notes, posters and certificates wear the same brand as the site (issue 29 §3).
 */
export async function loadDocumentBrand(deps: { db: Database; pictures: PictureStore }, tenantId: number): Promise<DocumentBrand> {
  const look = await findTenantLook(deps.db, tenantId);
  const [logoKey] = brandFileKeysOf([look?.settings.logo]);
  return {
    siteName: look?.settings.siteTitle || look?.name || 'Podium',
    logoPng: logoKey ? await deps.pictures.get(logoKey) : undefined,
    primaryColor: look?.branding.primaryColor ?? DEFAULT_BRAND_COLORS.primaryColor,
    accentColor: look?.branding.accentColor ?? DEFAULT_BRAND_COLORS.accentColor,
  };
}
