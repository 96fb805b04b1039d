import type { ReactNode } from 'react';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';

/** The kiosk's whole screen, under a band in the brand's primary colour with the site's logo and name. */
export function KioskFrame({ children }: { children: ReactNode }) {
  const branding = useTenantConfig().data?.branding;
  return (
    <div className="fixed inset-0 z-40 flex flex-col overflow-auto bg-slate-50">
      <div
        style={{ backgroundColor: 'var(--brand-primary)', color: 'var(--brand-on-primary)' }}
        className="flex shrink-0 items-center gap-3 px-4 py-2"
      >
        {branding && <img src={branding.logoUrl} alt="" className="h-8 w-8 rounded bg-white object-contain p-0.5" />}
        <span className="truncate font-semibold">{branding?.siteName ?? 'Podium'}</span>
      </div>
      <div className="flex flex-1 items-center justify-center p-4">{children}</div>
    </div>
  );
}
