/**
 * Helpers for the app-shell browser tests: they change what the real API answers for this page
 * only (page.route), so the web app's behaviour is tested through the real pages without a second
 * tenant or an admin API.
 */
import type { Page } from '@playwright/test';
import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';
import { withoutBootAnswers } from './boot-answers';

/** Answers GET /api/tenant-config with the server's real config after `change` has edited it. */
export async function overrideTenantConfig(page: Page, change: (config: TenantConfig) => void): Promise<void> {
  const real = await page.request.get('/api/tenant-config');
  const body = (await real.json()) as { success: boolean; message: string; data: TenantConfig };
  change(body.data);
  // The API repeats the config at the top level for the spec's older clients; keep both in step.
  const json = { success: body.success, message: body.message, data: body.data, ...body.data };
  await withoutBootAnswers(page);
  await page.route('**/api/tenant-config', (route) => route.fulfill({ json }));
}

/** Answers GET /api/user/landing with the given maintenance flag (read on every poll). */
export async function setMaintenance(page: Page, isUnderMaintenance: () => boolean): Promise<void> {
  await page.route('**/api/user/landing', (route) =>
    route.fulfill({ json: { success: true, message: 'OK', data: { maintenance: isUnderMaintenance() } } }),
  );
}

export const TEST_USER = {
  id: 424242,
  name: 'Asha Rao',
  email: 'asha.rao@acme.example',
  phone: '9876501234',
  gender: 'female',
  role: 'member',
  profileUrl: null,
  companyId: null,
  companyName: 'Acme Corp',
  mfaEnabled: false,
  emailVerified: false,
} as const;

function coupon(id: number) {
  return {
    id,
    code: `E2E${id}`,
    title: 'Free smoothie',
    partner: 'Juice Co',
    value: '100%',
    expiresAt: null,
    redeemedAt: null,
    createdAt: new Date().toISOString(),
  };
}

/**
 * A signed-in browser for header tests: a session token in local storage and the profile calls
 * answered with TEST_USER and `couponCount` coupons. (Sign-in itself is tested by its own specs.)
 */
export async function signInForHeaderTests(page: Page, { couponCount = 0 } = {}): Promise<void> {
  await page.addInitScript(() => {
    // A test that logs out sets e2e-logged-out, so a reload after logout stays signed out.
    if (!sessionStorage.getItem('e2e-logged-out') && !localStorage.getItem('token')) localStorage.setItem('token', 'e2e-header-token');
  });
  const profile = {
    success: true,
    message: 'OK',
    data: {
      user: TEST_USER,
      qrCode: 'data:image/png;base64,',
      coupons: Array.from({ length: couponCount }, (_, index) => coupon(index + 1)),
    },
  };
  await page.route('**/api/customer/profile', (route) => route.fulfill({ json: profile }));
  await page.route('**/api/auth/me', (route) => route.fulfill({ json: { success: true, message: 'OK', user: TEST_USER } }));
}

/** Records the window events named into `window.__recordedEvents` from the first script on. */
export async function recordWindowEvents(page: Page, types: string[]): Promise<void> {
  await page.addInitScript((eventTypes: string[]) => {
    const recorded: Array<{ type: string; detail: unknown }> = [];
    Object.assign(window, { __recordedEvents: recorded });
    for (const type of eventTypes)
      window.addEventListener(type, (event) => recorded.push({ type, detail: (event as CustomEvent).detail ?? null }));
  }, types);
}

export function readRecordedEvents(page: Page): Promise<Array<{ type: string; detail: unknown }>> {
  return page.evaluate(() => (window as unknown as { __recordedEvents: Array<{ type: string; detail: unknown }> }).__recordedEvents);
}
