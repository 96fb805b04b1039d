import type { SignInPolicy } from '@podium/contracts/tenant/tenant-config';

/** People's words for the tenant's feature flags and sign-in policies (the keys stay internal). */
const GROUP_LABELS: Record<string, string> = {
  modules: 'Main site',
  corporateOlympics: 'Event microsite',
};

const FLAG_LABELS: Record<string, string> = {
  about: 'About',
  blogs: 'Blogs',
  contact: 'Contact Us',
  eventCalendar: 'Event calendar',
  myCoupons: 'My Coupons',
  myRegistrations: 'My registrations',
  qrCode: 'Attendance Scanner',
  security: 'Security',
  newsBlog: 'News & Blog',
  teams: 'Teams',
  allGames: 'All Games',
  medalTally: 'Medal Tally',
  results: 'Results',
  gallery: 'Gallery',
  fixtures: 'Fixtures',
  register: 'Register Now',
};

export const SIGN_IN_POLICY_LABELS: Record<SignInPolicy, string> = {
  open: 'Anyone can sign up',
  registeredOnly: 'Registered people only',
  preRegisteredOnly: 'Pre-registered participants only',
  noSelfRegistration: 'No self sign-up (admins add people)',
};

export const flagGroupLabel = (group: string) => GROUP_LABELS[group] ?? group;
export const flagLabel = (flag: string) => FLAG_LABELS[flag] ?? flag.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
