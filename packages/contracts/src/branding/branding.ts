import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { HEX_COLOR_PATTERN } from './readable-text-color';

/** The brand colours a fresh tenant starts with: Podium's own blue and amber (the demo's look). */
export const DEFAULT_BRAND_COLORS = { primaryColor: '#1e40af', accentColor: '#f59e0b' } as const;

/** A logo upload: PNG or SVG, at most 2 MB (a logo is small; the pixel limit is the pictures' own). */
export const BRAND_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The longest side of the stored logo, in pixels (big enough for the 512 px app icon). */
export const BRAND_LOGO_SIDE_PX = 512;

const hexColor = z.string().trim().toLowerCase().regex(HEX_COLOR_PATTERN, 'Use a colour written as #rrggbb, for example #1e40af.');

/**
 * `GET /api/tenant-config`'s `branding`: how the site looks. The text colours are the readable one
 * (white or near-black) chosen for each colour when it was saved.
 */
export const brandingSchema = z.object({
  siteName: z.string(),
  logoUrl: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  primaryTextColor: z.string(),
  accentTextColor: z.string(),
  /** Square PNG icons generated from an uploaded logo; null while the site uses the default icons. */
  iconUrls: z.object({ icon192: z.string(), icon512: z.string(), appleTouchIcon: z.string() }).nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

/**
 * `PATCH /api/admin/branding` (and, later, the operator's tenant edit): the parts sent change. A
 * colour whose better text colour stays under 4.5:1 is refused; the logo is uploaded on its own.
 */
export const updateBrandingSchema = z
  .object({
    siteName: oneLineText().trim().min(2, 'Use at least 2 characters.').max(120, 'Use at most 120 characters.').optional(),
    primaryColor: hexColor.optional(),
    accentColor: hexColor.optional(),
  })
  .strict();
export type UpdateBranding = z.infer<typeof updateBrandingSchema>;

/** The stored colours and icons (tenants.branding); the name and logo URL live in the site settings. */
export const storedBrandingSchema = z.object({
  primaryColor: z.string(),
  primaryTextColor: z.string(),
  accentColor: z.string(),
  accentTextColor: z.string(),
  iconUrls: brandingSchema.shape.iconUrls,
});
export type StoredBranding = z.infer<typeof storedBrandingSchema>;
