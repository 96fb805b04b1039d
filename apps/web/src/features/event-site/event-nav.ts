import { EVENT_SECTIONS, eventSectionHref, type EventSection } from '@podium/contracts/events/event-path';
import type { FeatureFlags } from '@podium/contracts/tenant/tenant-config';

export interface EventNavItem {
  section: EventSection;
  label: string;
  href: string;
}

/** The event header's links: each section whose `corporateOlympics.*` flag is on; none without an event. */
export function buildEventNav(eventPath: string | undefined, flags: FeatureFlags['corporateOlympics'] | undefined): EventNavItem[] {
  if (!eventPath || !flags) return [];
  return EVENT_SECTIONS.filter((item) => flags[item.flag]).map((item) => ({
    section: item.section,
    label: item.label,
    href: eventSectionHref(eventPath, item.section),
  }));
}
