import type { EventDetail } from '@podium/contracts/events/event-site';

/**
 * What a big screen shows, from its address (`?venue=Kanteerava%20Stadium&sport=Football`): the
 * venues and sports picked by name (case and spacing do not matter; a parameter may repeat), or
 * all of them. A name the event does not have is kept to be named on the screen, so a typo in a
 * TV's address reads as a message, not as an empty board.
 */
/** The big screen's panels in rotation order, as `?panel=` names them. */
export const SCREEN_PANELS = ['live', 'next', 'heats-next', 'results', 'heats', 'medals'] as const;
export type ScreenPanelId = (typeof SCREEN_PANELS)[number];

export interface ScreenFilter {
  /** Venue ids picked, or undefined for every venue. */
  venueIds?: ReadonlySet<number>;
  /** Sport ids picked, or undefined for every sport. */
  sportIds?: ReadonlySet<number>;
  /** Names in the address that match no venue or sport of the event. */
  unknownVenues: string[];
  unknownSports: string[];
  /** Panels picked with `?panel=` (a screen by the track showing heats only), or undefined for all. */
  panels?: ReadonlySet<ScreenPanelId>;
  unknownPanels: string[];
  /** What the screen is limited to, for its title bar ('Kanteerava Stadium · Football'), or null. */
  label: string | null;
}

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function pick<T extends { id: number; name: string }>(
  wanted: string[],
  known: readonly T[],
): { ids?: ReadonlySet<number>; names: string[]; unknown: string[] } {
  const names = wanted.map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return { names: [], unknown: [] };
  const ids = new Set<number>();
  const found: string[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const match = known.find((item) => normalise(item.name) === normalise(name));
    if (!match) unknown.push(name);
    else if (!ids.has(match.id)) {
      ids.add(match.id);
      found.push(match.name);
    }
  }
  return { ids, names: found, unknown };
}

export function readScreenFilter(params: URLSearchParams, event: Pick<EventDetail, 'venues' | 'sportList'>): ScreenFilter {
  const venues = pick(params.getAll('venue'), event.venues);
  const sports = pick(params.getAll('sport'), event.sportList);
  const label = [...venues.names, ...sports.names].join(' · ');
  const panelNames = params
    .getAll('panel')
    .flatMap((value) => value.split(','))
    .map(normalise)
    .filter((name) => name !== '');
  const panels = panelNames.filter((name): name is ScreenPanelId => (SCREEN_PANELS as readonly string[]).includes(name));
  return {
    ...(venues.ids ? { venueIds: venues.ids } : {}),
    ...(sports.ids ? { sportIds: sports.ids } : {}),
    ...(panels.length > 0 ? { panels: new Set(panels) } : {}),
    unknownVenues: venues.unknown,
    unknownSports: sports.unknown,
    unknownPanels: panelNames.filter((name) => !(SCREEN_PANELS as readonly string[]).includes(name)),
    label: label === '' ? null : label,
  };
}

/** Whether a fixture (or anything with a venue and a sport) is on this screen. */
export function isOnScreen(filter: ScreenFilter, item: { venue: { id: number }; sport: { id: number } }): boolean {
  if (filter.venueIds && !filter.venueIds.has(item.venue.id)) return false;
  if (filter.sportIds && !filter.sportIds.has(item.sport.id)) return false;
  return true;
}
