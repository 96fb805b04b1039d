import { Link } from 'react-router';
import { useTenantConfig } from '../../tenant/api/get-tenant-config';

/** Main site header (spec section 2). The shell issue completes it: flags, city selector, avatar menu. */
export function MainHeader() {
  const { data: tenant } = useTenantConfig();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold">
          <img src={tenant?.settings.logo ?? '/brand/logo.svg'} alt="" className="h-8 w-8" />
          <span>{tenant?.settings.siteTitle ?? 'Podium'}</span>
        </Link>
      </div>
    </header>
  );
}
