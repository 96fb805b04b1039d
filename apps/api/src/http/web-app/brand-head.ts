import { brandInkColor, HEX_COLOR_PATTERN } from '@podium/contracts/branding/readable-text-color';

/** What the page's head says of the tenant's brand before any script runs. */
export interface BrandHead {
  /** `:root { --brand-primary: ...; ... }`, the custom properties styles.css and the components read. */
  css: string;
  themeColor: string;
  favicon?: string;
  appleTouchIcon?: string;
}

interface BrandingAnswer {
  primaryColor?: unknown;
  primaryTextColor?: unknown;
  accentColor?: unknown;
  accentTextColor?: unknown;
  iconUrls?: { appleTouchIcon?: unknown } | null;
}

/** A path on our own origin made of plain characters: safe inside a double-quoted attribute. */
const SAME_ORIGIN_PATH = /^\/[A-Za-z0-9._/-]{1,200}$/;

const colorOf = (value: unknown) => (typeof value === 'string' && HEX_COLOR_PATTERN.test(value) ? value : undefined);
const pathOf = (value: unknown) => (typeof value === 'string' && SAME_ORIGIN_PATH.test(value) ? value : undefined);

/**
 * The brand's colours and icons for the HTML, from the tenant-config answer the page carries anyway,
 * so the first paint already wears the tenant's colours (no flash of Podium's blue before the app
 * starts). Only `#rrggbb` colours and plain same-origin paths pass; undefined without an answer.
 */
export function brandHeadOf(tenantAnswer: unknown): BrandHead | undefined {
  const data = (tenantAnswer as { data?: { branding?: BrandingAnswer; settings?: { favicon?: unknown } } } | undefined)?.data;
  const branding = data?.branding;
  const primary = colorOf(branding?.primaryColor);
  const onPrimary = colorOf(branding?.primaryTextColor);
  const accent = colorOf(branding?.accentColor);
  const onAccent = colorOf(branding?.accentTextColor);
  if (!primary || !onPrimary || !accent || !onAccent) return undefined;
  return {
    css: `:root{--brand-primary:${primary};--brand-on-primary:${onPrimary};--brand-ink:${brandInkColor(primary)};--brand-accent:${accent};--brand-on-accent:${onAccent}}`,
    themeColor: primary,
    favicon: pathOf(data?.settings?.favicon),
    appleTouchIcon: pathOf(branding?.iconUrls?.appleTouchIcon),
  };
}
