import type { FeatureFlags } from '@podium/contracts/tenant/tenant-config';

export interface HeaderLink {
  label: string;
  to: string;
}

type ModuleFlag = keyof FeatureFlags['modules'];

/** The main header's links in order, each behind its flag (spec section 2). */
export const HEADER_LINKS: ReadonlyArray<HeaderLink & { flag: ModuleFlag }> = [
  { label: 'About', to: '/about', flag: 'about' },
  { label: 'Blogs', to: '/blogs', flag: 'blogs' },
  { label: 'Contact Us', to: '/Contact', flag: 'contact' },
  { label: 'Events Calendar', to: '/event-calendar', flag: 'eventCalendar' },
];

/** The links whose flag is on; none while the tenant's flags are unknown. */
export function visibleHeaderLinks(flags: FeatureFlags | undefined): HeaderLink[] {
  if (!flags) return [];
  return HEADER_LINKS.filter((link) => flags.modules[link.flag]).map(({ label, to }) => ({ label, to }));
}
