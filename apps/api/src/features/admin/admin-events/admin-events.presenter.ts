import type { CategoryFee } from '@podium/contracts/payments/order';
import type { AdminEvent, AdminEventSummary } from '@podium/contracts/admin/admin-events';
import type { EventRow, listEventCategories, listEventVenues } from './admin-events.repository';

/** An event as the admin list shows it (never the code secret). */
export function presentEventSummary(event: EventRow, city: string): AdminEventSummary {
  return {
    id: event.id,
    name: event.name,
    slug: event.slug,
    city,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    isPublished: event.isPublished,
  };
}

export function presentEvent(
  event: EventRow,
  city: string,
  venues: Awaited<ReturnType<typeof listEventVenues>>,
  categories: Awaited<ReturnType<typeof listEventCategories>>,
  fees: Map<number, CategoryFee>,
): AdminEvent {
  return {
    ...presentEventSummary(event, city),
    timeZone: event.timeZone,
    description: event.description,
    rulesMarkdown: event.rulesMarkdown,
    logoUrl: event.logoUrl,
    checkInOpensAt: event.checkInOpensAt,
    checkInClosesAt: event.checkInClosesAt,
    rotatingCodesRequired: event.rotatingCodesRequired,
    offlineScansAccepted: event.offlineScansAccepted,
    offlineAllowanceMinutes: event.offlineAllowanceMinutes,
    walkoverGraceMinutes: event.walkoverGraceMinutes,
    venues: venues.map((venue) => ({ id: venue.id, name: venue.name, address: venue.address })),
    categories: categories.map((category) => ({ ...category, fee: fees.get(category.id) ?? null })),
  };
}

/** What the audit log keeps of an event: its editable fields, without the code secret. */
export function auditableEvent(event: EventRow) {
  const { codeSecret: _secret, createdAt: _createdAt, ...fields } = event;
  return fields;
}
