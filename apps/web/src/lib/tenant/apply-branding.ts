import type { Branding } from '@podium/contracts/branding/branding';
import { brandInkColor } from '@podium/contracts/branding/readable-text-color';

/**
 * Sets the tenant's brand colours as CSS custom properties on <html> (styles.css declares Podium's
 * as the defaults), and its theme colour and touch icon in <head>. The server writes the same into
 * the HTML it sends (apps/api/src/http/web-app/brand-head.ts), so a page loaded from the server
 * shows the brand at first paint; this keeps it right after an admin saves, and in the installed
 * app, whose cached page carries no tenant answers.
 */
export function applyBranding(branding: Branding): void {
  const root = document.documentElement.style;
  root.setProperty('--brand-primary', branding.primaryColor);
  root.setProperty('--brand-on-primary', branding.primaryTextColor);
  root.setProperty('--brand-ink', brandInkColor(branding.primaryColor));
  root.setProperty('--brand-accent', branding.accentColor);
  root.setProperty('--brand-on-accent', branding.accentTextColor);
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', branding.primaryColor);
  if (branding.iconUrls)
    document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.setAttribute('href', branding.iconUrls.appleTouchIcon);
}
