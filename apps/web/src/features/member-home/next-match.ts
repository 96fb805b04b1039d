import type { MyRegistration } from '@podium/contracts/registrations/registration';

export type NextMatch = NonNullable<MyRegistration['nextFixture']> & {
  eventName: string;
  eventPath: string;
  sport: string;
  category: string;
  timeZone: string;
};

/**
 * The member's next match across their standing registrations: a live one first, else the
 * earliest still to start. Reads `nextFixture` of My registrations (the tournament work feeds it).
 */
export function pickNextMatch(registrations: readonly MyRegistration[], now: Date): NextMatch | undefined {
  const candidates = registrations
    .filter((row) => row.status !== 'withdrawn' && row.nextFixture)
    .map((row) => ({
      ...row.nextFixture!,
      eventName: row.event.eventName,
      eventPath: row.event.path,
      sport: row.sport.name,
      category: row.category.name,
      timeZone: row.event.timeZone,
    }))
    .filter((match) => match.status === 'live' || new Date(match.startsAt).getTime() >= now.getTime() - 3 * 60 * 60 * 1000);
  const live = candidates.find((match) => match.status === 'live');
  if (live) return live;
  return candidates.sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
}
