import { withoutTrailingSlashes } from '@podium/contracts/http/without-trailing-slashes';

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

/** 'Page · Site · Podium', without repeating Podium when the site's own title already says it. */
export function pageTitle(...parts: Array<string | undefined>): string {
  const named = parts.filter((part): part is string => Boolean(part));
  if (!named.some((part) => part.includes('Podium'))) named.push('Podium');
  return named.join(' · ');
}

/** The tab title of a fixed page, '' for pages that set their own (home, event sites, blog posts). */
export function fixedPageTitle(pathname: string, siteTitle: string): string | undefined {
  const path = withoutTrailingSlashes(pathname.toLowerCase()) || '/';
  if (path === '/') return pageTitle(siteTitle);
  const section = path.split('/')[1];
  if (section === 'staff') return pageTitle('Staff console', siteTitle);
  if (section === 'admin') return pageTitle('Admin console', siteTitle);
  if (section === 'blogs') return pageTitle('Blog', siteTitle);
  const name = PAGE_NAMES[path];
  return name ? pageTitle(name, siteTitle) : undefined;
}
