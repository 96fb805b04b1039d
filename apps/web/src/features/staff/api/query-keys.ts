import { consoleEventKeys } from '../../../lib/console-events';

/** Every staff console query key in one place; other features (the admin's event changes) name them from here. */
export const staffKeys = {
  events: consoleEventKeys.staffEvents,
  /** Every person search of every event: a check-in or undo refreshes them all. */
  people: () => ['staff', 'people'] as const,
  peopleMatching: (eventId: number, search: string) => ['staff', 'people', eventId, search] as const,
  walkovers: (eventId: number) => ['staff-walkovers', eventId] as const,
  fixtures: (eventId: number) => ['staff', 'fixtures', eventId] as const,
  standings: (eventId: number, eventSportCategoryId?: number) =>
    eventSportCategoryId === undefined
      ? (['staff', 'standings', eventId] as const)
      : (['staff', 'standings', eventId, eventSportCategoryId] as const),
};
