import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { overrideTenantConfig, readRecordedEvents, recordWindowEvents, signInForHeaderTests, TEST_USER } from './support/shell-fixtures';
import { chooseLogout } from './support/log-out';

const ALL_LINKS = [
  ['About', '/about'],
  ['Blogs', '/blogs'],
  ['Contact Us', '/Contact'],
  ['Events Calendar', '/event-calendar'],
] as const;

/** On the phone-sized default viewport the links live in the menu button's disclosure panel. */
async function openMobileMenu(page: Page) {
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const cityButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Location|Select Location/ });

test.describe('header links and flags', () => {
  test('the demo tenant (every flag on) shows About, Blogs, Contact Us and Events Calendar', async ({ page }) => {
    await page.goto('/');
    await openMobileMenu(page);
    for (const [label, href] of ALL_LINKS) await expect(mainNav(page).getByRole('link', { name: label })).toHaveAttribute('href', href);
    await mainNav(page).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('links whose module flag is off are not shown', async ({ page }) => {
    await overrideTenantConfig(page, (config) => {
      config.featureFlags.modules.about = false;
      config.featureFlags.modules.eventCalendar = false;
    });
    await page.goto('/');
    await openMobileMenu(page);
    await expect(mainNav(page).getByRole('link')).toHaveText(['Blogs', 'Contact Us']);
  });

  test('with every link flag off the header has no main navigation', async ({ page }) => {
    await overrideTenantConfig(page, (config) => {
      Object.assign(config.featureFlags.modules, { about: false, blogs: false, contact: false, eventCalendar: false });
    });
    await page.goto('/');
    await openMobileMenu(page);
    await expect(cityButton(page)).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
  });

  test("wide screens show the links inline, and the logo comes from the tenant's branding and links home", async ({ page }) => {
    await overrideTenantConfig(page, (config) => {
      config.branding.logoUrl = '/brand/olympics-logo.svg';
      config.featureFlags.modules.blogs = false;
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(mainNav(page).getByRole('link')).toHaveText(['About', 'Contact Us', 'Events Calendar']);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const logo = page.getByRole('banner').getByRole('link', { name: 'Podium Corporate Games, home' });
    await expect(logo.locator('img')).toHaveAttribute('src', '/brand/olympics-logo.svg');
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('city selector', () => {
  test("shows the tenant's default city when no city cookie is set", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(cityButton(page)).toHaveAccessibleName('Location: Bengaluru');
  });

  test("reads 'Select Location' when no city is chosen and the tenant has no default", async ({ page }) => {
    await overrideTenantConfig(page, (config) => {
      config.defaultCity = null;
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(cityButton(page)).toHaveText('Select Location');
  });

  test('picking a city sets the cookies, stores selectedCity and emits locationChange and locationUpdate', async ({ page, context }) => {
    await recordWindowEvents(page, ['locationChange', 'locationUpdate']);
    await page.goto('/');
    await openMobileMenu(page);
    await cityButton(page).click();
    await page.getByRole('menuitemradio', { name: 'Mumbai' }).click();

    await expect(page.getByRole('menu', { name: 'Choose your city' })).toBeHidden();
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    const mumbaiId = (await readRecordedEvents(page))[0]?.detail as { id: number; name: string };
    expect(mumbaiId.name).toBe('Mumbai');
    expect(cookies).toMatchObject({ city: 'Mumbai', cityId: String(mumbaiId.id) });
    expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBe('Mumbai');
    expect((await readRecordedEvents(page)).map((event) => event.type)).toEqual(['locationChange', 'locationUpdate']);

    await page.reload();
    await openMobileMenu(page);
    await expect(cityButton(page)).toHaveAccessibleName('Location: Mumbai');
  });

  test('opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await cityButton(page).hover();
    await expect(page.getByRole('menu', { name: 'Choose your city' })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'Bengaluru' })).toHaveAttribute('aria-checked', 'true');
    await page.mouse.move(640, 600);
    await expect(page.getByRole('menu', { name: 'Choose your city' })).toBeHidden();
  });

  test('is usable with the keyboard: arrows move, Enter picks, Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // The tenant's cities have arrived (an arrow pressed while the list is still loading has nothing to move to).
    await expect(cityButton(page)).toHaveAccessibleName('Location: Bengaluru');
    await cityButton(page).focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Choose your city' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitemradio').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitemradio').last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(cityButton(page)).toBeFocused();
    await expect(cityButton(page)).toHaveAccessibleName('Location: Pune');

    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(cityButton(page)).toBeFocused();
  });
});

test.describe('signed out', () => {
  test("'Sign In' stores the current path and query as the return URL and goes to /Login", async ({ page }) => {
    await page.goto('/about?from=header-test');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/Login$/);
    expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/about?from=header-test');
  });
});

test.describe('signed in', () => {
  const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Account menu/ });
  const accountMenu = (page: Page) => page.getByRole('menu', { name: 'Account' });

  test('the avatar menu lists every item when every flag is on, and Escape closes it', async ({ page }) => {
    await signInForHeaderTests(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    await accountButton(page).click();
    const panel = page.getByRole('banner').getByTestId('account-panel');
    await expect(panel).toContainText(TEST_USER.name);
    await expect(panel).toContainText(TEST_USER.email);
    await expect(panel).toContainText(`+91 ${TEST_USER.phone}`);
    await expect(accountMenu(page).getByRole('menuitem')).toHaveText([
      'Profile',
      'My Coupons',
      'My registrations',
      'Attendance Scanner',
      'Security',
      'Logout',
    ]);
    await expect(accountMenu(page).getByRole('menuitem', { name: 'My registrations' })).toHaveAttribute('href', '/my-events');
    await expect(accountMenu(page).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await page.keyboard.press('Escape');
    await expect(accountMenu(page)).toBeHidden();
    await expect(accountButton(page)).toBeFocused();
  });

  test('menu items follow their flags, and Security is hidden on the main club host', async ({ page }) => {
    await signInForHeaderTests(page);
    await overrideTenantConfig(page, (config) => {
      config.featureFlags.modules.myCoupons = false;
      config.featureFlags.modules.qrCode = false;
      config.tenant.isMainClubHost = true;
    });
    await page.goto('/');
    await accountButton(page).click();
    await expect(accountMenu(page).getByRole('menuitem')).toHaveText(['Profile', 'My registrations', 'Logout']);
  });

  test('opens from the keyboard and on hover', async ({ page }) => {
    await signInForHeaderTests(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(accountMenu(page).getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(accountMenu(page).getByRole('menuitem', { name: 'My Coupons' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(accountMenu(page)).toBeHidden();

    await page.mouse.move(10, 400);
    await accountButton(page).hover();
    await expect(accountMenu(page)).toBeVisible();
  });

  test("'Attendance Scanner' asks the app to open the scanner", async ({ page }) => {
    await recordWindowEvents(page, ['open-attendance-scanner']);
    await signInForHeaderTests(page);
    await page.goto('/');
    await accountButton(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'Attendance Scanner' }).click();
    expect((await readRecordedEvents(page)).map((event) => event.type)).toEqual(['open-attendance-scanner']);
  });

  test('Logout signs out: the token is gone and Sign In is back', async ({ page }) => {
    await signInForHeaderTests(page);
    await page.goto('/');
    await accountButton(page).click();
    // Only the first load gets a token from the init script; after logout nothing puts it back.
    await page.evaluate(() => sessionStorage.setItem('e2e-logged-out', '1'));
    await chooseLogout(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('unseen coupons show a red dot and a one-time toast; opening My Coupons marks them seen', async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lastSeenCouponCount')) localStorage.setItem('lastSeenCouponCount', '1');
    });
    await signInForHeaderTests(page, { couponCount: 3 });
    // Not the signed-in home: it says so in its coupons card instead of the toast (toasts.spec.ts).
    await page.goto('/event-calendar');
    await expect(accountButton(page)).toHaveAccessibleName('AR, Account menu, 2 new coupons');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: '🎉 You have 2 new coupon(s)!' })).toBeVisible();
    await accountButton(page).click();
    await expect(accountMenu(page).getByTestId('unseen-coupons-dot')).toBeVisible();
    await accountMenu(page)
      .getByRole('menuitem', { name: /My Coupons/ })
      .click();
    await expect(page).toHaveURL(/\/my-coupons$/);
    expect(await page.evaluate(() => localStorage.getItem('lastSeenCouponCount'))).toBe('3');
    await expect(accountButton(page)).toHaveAccessibleName('AR, Account menu');
  });
});
