import type { StoredBranding, UpdateBranding } from '@podium/contracts/branding/branding';
import { chooseTextColor, MINIMUM_TEXT_CONTRAST } from '@podium/contracts/branding/readable-text-color';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { writeAuditEntry } from '../../platform/audit/write-audit-entry';
import type { PictureStore } from '../../platform/picture-store/picture-store';
import { brandFileKeysOf, storeBrandLogo } from './brand-logo';
import { presentBranding } from './branding.presenter';
import { lockTenantForBranding, saveBranding } from './branding.repository';
import type { TenantRow } from './tenant.repository';

/** Who changed the branding, for the tenant's audit log; left out by callers that keep their own log. */
export interface BrandingAudit {
  actorUserId: number | null;
  at: Date;
}

const COLOR_LABELS = { primaryColor: 'primary colour', accentColor: 'accent colour' } as const;

/**
 * The readable text colour for a brand colour, or a refusal naming the field and the best contrast
 * reached: a colour on which neither white nor near-black text reaches 4.5:1 is refused.
 */
function textColorFor(field: keyof typeof COLOR_LABELS, color: string): string {
  const choice = chooseTextColor(color);
  if (choice.isReadable) return choice.textColor;
  const message = `Text on this ${COLOR_LABELS[field]} reaches only ${choice.contrast.toFixed(2)}:1 contrast (${MINIMUM_TEXT_CONTRAST}:1 needed). Choose a darker or a lighter colour.`;
  throw new DomainError('VALIDATION_FAILED', message, { fields: { [field]: [message] }, contrast: choice.contrast });
}

/**
 * Refuses brand colours no readable text colour reaches 4.5:1 on (400 naming the field), before
 * anything is written: the operator's tenant creation checks them first, so a refusal leaves no site.
 */
export function assertReadableBrandColors(input: UpdateBranding): void {
  if (input.primaryColor) textColorFor('primaryColor', input.primaryColor);
  if (input.accentColor) textColorFor('accentColor', input.accentColor);
}

/**
 * Changes a tenant's site name and brand colours (only the parts sent), storing the readable text
 * colour chosen for each colour. The admin's PATCH /api/admin/branding calls it, and the operator's
 * tenant edit can: `tenantId` is whoever the caller has already checked it may change.
 */
export async function updateTenantBranding(
  db: Database,
  tenantId: number,
  input: UpdateBranding,
  audit?: BrandingAudit,
): Promise<TenantRow> {
  if (Object.keys(input).length === 0) throw new DomainError('VALIDATION_FAILED', 'Send at least one part of the branding to change.');
  const primaryTextColor = input.primaryColor && textColorFor('primaryColor', input.primaryColor);
  const accentTextColor = input.accentColor && textColorFor('accentColor', input.accentColor);
  return db.transaction(async (tx) => {
    const current = await lockTenantForBranding(tx, tenantId);
    if (!current) throw new DomainError('NOT_FOUND', 'This site was not found.');
    const branding: StoredBranding = { ...current.branding };
    if (input.primaryColor && primaryTextColor) Object.assign(branding, { primaryColor: input.primaryColor, primaryTextColor });
    if (input.accentColor && accentTextColor) Object.assign(branding, { accentColor: input.accentColor, accentTextColor });
    const settings = input.siteName === undefined ? current.settings : { ...current.settings, siteTitle: input.siteName };
    const after = await saveBranding(tx, tenantId, settings, branding);
    if (audit) await auditBrandingChange(tx, current, after, audit);
    return after;
  });
}

/**
 * Replaces a tenant's logo with an uploaded PNG or SVG (rasterised to PNG, see rasteriseLogo), and
 * with it the favicon and the installed app's icons. The files of the logo it replaces are removed
 * after the change is committed.
 */
export async function replaceTenantLogo(
  deps: { db: Database; pictures: PictureStore },
  tenantId: number,
  bytes: Buffer,
  audit?: BrandingAudit,
): Promise<TenantRow> {
  const stored = await storeBrandLogo(deps.pictures, tenantId, bytes);
  const { before, after } = await deps.db.transaction(async (tx) => {
    const current = await lockTenantForBranding(tx, tenantId);
    if (!current) throw new DomainError('NOT_FOUND', 'This site was not found.');
    const settings = { ...current.settings, logo: stored.logoUrl, favicon: stored.iconUrls.icon192 };
    const saved = await saveBranding(tx, tenantId, settings, { ...current.branding, iconUrls: stored.iconUrls });
    if (audit) await auditBrandingChange(tx, current, saved, audit);
    return { before: current, after: saved };
  });
  const old = before.branding.iconUrls;
  await Promise.all(
    brandFileKeysOf([before.settings.logo, old?.icon192, old?.icon512, old?.appleTouchIcon]).map((key) => deps.pictures.remove(key)),
  );
  return after;
}

async function auditBrandingChange(db: Database, before: TenantRow, after: TenantRow, audit: BrandingAudit): Promise<void> {
  await writeAuditEntry(db, {
    tenantId: before.id,
    actorUserId: audit.actorUserId,
    action: 'tenant.branding-changed',
    entity: 'tenant',
    entityId: before.id,
    before: presentBranding(before),
    after: presentBranding(after),
    at: audit.at,
  });
}
