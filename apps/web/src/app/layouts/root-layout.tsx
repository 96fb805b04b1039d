import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { BubblesLoader } from '../../components/ui/bubbles-loader';
import { Toaster } from '../../components/ui/toaster';
import { UpdatePrompt } from '../../features/app-update';
import { useLanding } from '../../lib/tenant/get-landing';
import { useTenantConfig } from '../../lib/tenant/get-tenant-config';
import { applyBranding } from '../../lib/tenant/apply-branding';
import { clearStateOnTenantChange } from '../../lib/tenant/tenant-change';
import { useAuthLifecycle } from '../../lib/auth/use-auth-lifecycle';
import { ThirdPartyScripts } from '../../features/consent';
import { OPEN_ATTENDANCE_SCANNER_EVENT, openAttendanceScanner } from '../../features/check-in/open-attendance-scanner';
import { AppShell } from './app-shell';
import { fixedPageTitle } from './page-titles';
import { isShellHidden } from './shell-visibility';

/** Tenant bootstrap, maintenance poll, route-change loader and toasts around every page. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const tenantConfig = useTenantConfig();
  const landing = useLanding();
  useAuthLifecycle();

  useEffect(() => {
    if (tenantConfig.data) clearStateOnTenantChange(tenantConfig.data.tenant.slug);
  }, [tenantConfig.data]);

  useEffect(() => {
    if (landing.data?.maintenance && location.pathname !== '/under-maintenance') void navigate('/under-maintenance', { replace: true });
  }, [landing.data?.maintenance, location.pathname, navigate]);

  // Fixed pages get 'Page · Site · Podium' here; event sites, blog posts and the 404 set their own.
  useEffect(() => {
    const title = fixedPageTitle(location.pathname, tenantConfig.data?.settings.siteTitle ?? 'Podium');
    if (title) document.title = title;
  }, [location.pathname, tenantConfig.data?.settings.siteTitle]);

  useEffect(() => {
    // An answer from a server of an older release may carry no branding: Podium's defaults stay.
    if (tenantConfig.data?.branding) applyBranding(tenantConfig.data.branding);
  }, [tenantConfig.data?.branding]);

  useEffect(() => {
    const favicon = tenantConfig.data?.settings.favicon;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (favicon && link) link.href = favicon;
  }, [tenantConfig.data?.settings.favicon]);

  const page = (
    <Suspense fallback={<BubblesLoader />}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      {navigation.state === 'loading' && <BubblesLoader />}
      {isShellHidden(location.pathname) ? <main id="main">{page}</main> : <AppShell>{page}</AppShell>}
      <Toaster />
      <UpdatePrompt />
      {/* Third-party scripts: after consent only, never on sign-in or with the scanner open. */}
      <ThirdPartyScripts scannerOpenEvent={OPEN_ATTENDANCE_SCANNER_EVENT} reopenScanner={openAttendanceScanner} />
      <ScrollRestoration />
    </>
  );
}
