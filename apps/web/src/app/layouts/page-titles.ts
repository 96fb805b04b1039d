import { withoutTrailingSlashes } from '@podium/contracts/http/without-trailing-slashes';
import { pageTitle } from '../../lib/page-title';

/** Names of the fixed pages for the browser tab ('My Coupons · Podium Corporate Games'); keys are lower case. */
const PAGE_NAMES: Record<string, string> = {
  '/login': 'Sign in',
  '/profile': 'Profile',
  '/my-coupons': 'My Coupons',
  '/my-events': 'My registrations',
  '/security': 'Security',
  '/terms-conditions': 'Terms & Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/cancellation-refund': 'Cancellation & Refund',
  '/about': 'About',
  '/blogs': 'Blogs',
  '/contact': 'Contact Us',
  '/event-calendar': 'Events Calendar',
  '/under-maintenance': 'Under maintenance',
  '/co-register': 'Register',
  '/unsubscribe': 'Email preferences',
  '/verify-email': 'Verify email',
  '/kiosk': 'Check-in kiosk',
  '/404': 'Page not found',
  '/_error': 'Something went wrong',
};

/** The admin console's tabs (admin-console.tsx), so each tab names itself: 'Users · Admin console · …'. */
const ADMIN_TAB_NAMES: Record<string, string> = {
  '': 'Events',
  registrations: 'Registrations',
  results: 'Results',
  tournaments: 'Tournaments',
  users: 'Users',
  companies: 'Companies',
  'staff-events': 'Staff events',
  content: 'Content',
  settings: 'Settings',
  'sign-in-coupons': 'Sign-in & coupons',
  branding: 'Branding',
  'audit-log': 'Audit log',
  payments: 'Payments',
};

/** The tab title of a fixed page, '' for pages that set their own (home, event sites, blog posts). */
export function fixedPageTitle(pathname: string, siteTitle: string): string | undefined {
  const path = withoutTrailingSlashes(pathname.toLowerCase()) || '/';
  if (path === '/') return pageTitle(siteTitle);
  const section = path.split('/')[1];
  if (section === 'staff') return pageTitle('Staff console', siteTitle);
  if (section === 'admin') return pageTitle(ADMIN_TAB_NAMES[path.split('/')[2] ?? ''], 'Admin console', siteTitle);
  // A post names itself once it has loaded (blog-post-view.tsx).
  if (path.startsWith('/blogs/')) return undefined;
  const name = PAGE_NAMES[path];
  return name ? pageTitle(name, siteTitle) : undefined;
}
