import type { TenantRow } from './tenant.repository';

/** The icons every site has until it uploads a logo (apps/web/public/icons). */
const DEFAULT_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** Home screens cut a longer name; the manifest's short name stays within this many characters. */
const SHORT_NAME_MAX_CHARS = 12;

/** The installed app's manifest for one tenant: its name, colour and icons (made from its logo). */
export function buildWebManifest(tenant: Pick<TenantRow, 'name' | 'settings' | 'branding'>) {
  const name = tenant.settings.siteTitle || tenant.name;
  const shortName = name.length <= SHORT_NAME_MAX_CHARS ? name : tenant.name.slice(0, SHORT_NAME_MAX_CHARS).trim();
  const icons = tenant.branding.iconUrls;
  return {
    name,
    short_name: shortName,
    description: `${name}: register, play, check in.`,
    theme_color: tenant.branding.primaryColor,
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: icons
      ? [
          { src: icons.icon192, sizes: '192x192', type: 'image/png' },
          { src: icons.icon512, sizes: '512x512', type: 'image/png' },
        ]
      : DEFAULT_ICONS,
  };
}
