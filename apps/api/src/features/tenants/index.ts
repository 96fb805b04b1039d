/** What other features may use of tenants; its other files are its own (eslint.config.js). */
export { type TenantResolver, NO_SITE_MESSAGE } from './tenant-resolver';
export { type TenantRow } from './tenant.repository';
export { canonicalOriginOf, isAllowedCanonicalOrigin } from './canonical-origin';
export { presentBranding } from './branding.presenter';
export { brandFileKeysOf } from './brand-logo';
export { assertReadableBrandColors, replaceTenantLogo, updateTenantBranding, type BrandingAudit } from './branding.service';
export { readLogoUpload, replaceTenantLogoFromUpload } from './logo-upload';
export { loadDocumentBrand } from './document-brand';
export { findTenantLook } from './branding.repository';
