import { randomBytes } from 'node:crypto';
import { BRAND_LOGO_SIDE_PX } from '@podium/contracts/branding/branding';
import type { PictureStore } from '../../platform/picture-store/picture-store';
import { rasteriseLogo } from '../../platform/images/rasterise-logo';

/** `<tenantId>-<16 hex>-<kind>.png`: unique per upload, so each file is cached for good. */
export const BRAND_FILE_PATTERN = /^\d+-[0-9a-f]{16}-(logo|icon-192|icon-512|apple-touch-icon)\.png$/;
export const BRAND_URL_PREFIX = '/api/uploads/branding/';

/** The store key of a brand file (DATA_DIR/uploads/branding/<name> on disk, `branding/<name>` in a bucket). */
export const brandFileKey = (fileName: string) => `branding/${fileName}`;

export interface StoredLogoUrls {
  logoUrl: string;
  iconUrls: { icon192: string; icon512: string; appleTouchIcon: string };
}

/** Rasterises an uploaded logo (rasteriseLogo: PNG or SVG in, fresh PNGs out) and stores it with its icons. */
export async function storeBrandLogo(pictures: PictureStore, tenantId: number, bytes: Buffer): Promise<StoredLogoUrls> {
  const rasterised = await rasteriseLogo(bytes, BRAND_LOGO_SIDE_PX);
  const stem = `${tenantId}-${randomBytes(8).toString('hex')}`;
  const files = {
    logo: [`${stem}-logo.png`, rasterised.logo],
    icon192: [`${stem}-icon-192.png`, rasterised.icon192],
    icon512: [`${stem}-icon-512.png`, rasterised.icon512],
    appleTouchIcon: [`${stem}-apple-touch-icon.png`, rasterised.appleTouchIcon],
  } as const;
  await Promise.all(Object.values(files).map(([name, png]) => pictures.put(brandFileKey(name), png, 'image/png')));
  const url = (name: string) => `${BRAND_URL_PREFIX}${name}`;
  return {
    logoUrl: url(files.logo[0]),
    iconUrls: { icon192: url(files.icon192[0]), icon512: url(files.icon512[0]), appleTouchIcon: url(files.appleTouchIcon[0]) },
  };
}

/** The store keys behind brand URLs we made (other URLs, such as /brand/logo.svg, are not ours to remove). */
export function brandFileKeysOf(urls: Array<string | undefined>): string[] {
  return urls
    .filter((url): url is string => url !== undefined && url.startsWith(BRAND_URL_PREFIX))
    .map((url) => url.slice(BRAND_URL_PREFIX.length))
    .filter((name) => BRAND_FILE_PATTERN.test(name))
    .map(brandFileKey);
}
