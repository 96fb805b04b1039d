import type { EventDetail, Fixture } from '@podium/contracts/events/event-site';
import { MatchCalendarLinks } from '../../calendars';
import { formatScheduleTime, formatTimeOfDay } from '../../../lib/format-date';
import { resultNote } from '../result-note';
import { FixtureStatusBadge } from './status-badge';

/** Whether a team's name starts with its company's as whole words ('Globex XI' of Globex, not 'Starkville' of Stark). */
export function namesCompany(teamName: string, company: string): boolean {
  const name = teamName.toLowerCase();
  const prefix = company.toLowerCase();
  return name === prefix || name.startsWith(`${prefix} `);
}

/** A side's company, unless the team's name already says it ('Globex XI' of Globex). */
export function companyShown(side: NonNullable<Fixture['home']>): string | null {
  if (!side.company) return null;
  return namesCompany(side.name, side.company) ? null : side.company;
}

/** `isWinner` darkens the side that won; while a match is on, both stay dark (`isStrong`). */
function Side({ side, score, isWinner, isStrong }: { side: Fixture['home']; score: string | null; isWinner: boolean; isStrong: boolean }) {
  const company = side ? companyShown(side) : null;
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p className={`break-words font-semibold leading-snug ${isWinner ? 'text-ink' : 'text-slate-700'}`}>
          {side?.name ?? 'To be decided'}
        </p>
        {company && <p className="truncate text-xs text-slate-500">{company}</p>}
      </div>
      {score !== null && (
        <span className={`shrink-0 text-lg font-bold tabular-nums ${isWinner || isStrong ? 'text-ink' : 'text-slate-500'}`}>{score}</span>
      )}
    </div>
  );
}

/** The event a card's "Add to calendar" names (its zone, and the venue's address). */
export type CardEvent = Pick<EventDetail, 'id' | 'eventName' | 'timeZone' | 'venues'>;

/**
 * One match: sport and category, round, time and venue, both sides with scores, live status, and
 * how a match was decided when the score does not say it. `withDay` adds the day (the results list
 * is not grouped by day; the fixtures list is); a live match always shows it. With `event`, an
 * upcoming timed match offers "Add to calendar".
 */
export function FixtureCard({
  fixture,
  timeZone,
  withDay = false,
  event,
}: {
  fixture: Fixture;
  timeZone: string;
  withDay?: boolean;
  event?: CardEvent;
}) {
  const homeWon = fixture.winnerTeamId !== null && fixture.winnerTeamId === fixture.home?.id;
  const awayWon = fixture.winnerTeamId !== null && fixture.winnerTeamId === fixture.away?.id;
  const note = resultNote({
    decidedBy: fixture.decidedBy,
    shootout: fixture.shootout,
    winnerName: homeWon ? fixture.home!.name : awayWon ? fixture.away!.name : null,
    winnerIsHome: homeWon,
  });
  // A live card always says its day: a match left "live" since yesterday must not read as today's (issue 30).
  const showsDay = withDay || fixture.status === 'live';
  const when = fixture.isScheduled
    ? showsDay
      ? formatScheduleTime(fixture.startsAt, timeZone)
      : formatTimeOfDay(fixture.startsAt, timeZone)
    : 'Time to be announced';
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border bg-white p-4 shadow-sm ${fixture.status === 'live' ? 'border-red-300 ring-1 ring-red-200' : 'border-slate-200'}`}
      aria-label={`${fixture.sport.name} ${fixture.category.name} ${fixture.round}`}
    >
      {/* The status keeps its corner however long the category's name is. */}
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-xs font-semibold uppercase tracking-wide text-brand-600">
          {fixture.sport.name} · {fixture.category.name}
        </p>
        <span className="shrink-0">
          <FixtureStatusBadge status={fixture.status} />
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-500">
        {fixture.round} · <span className="whitespace-nowrap">{when}</span> · {fixture.venue.name}
      </p>
      <div className="mt-3 space-y-2">
        <Side side={fixture.home} score={fixture.homeScore} isWinner={homeWon} isStrong={fixture.status === 'live'} />
        <Side side={fixture.away} score={fixture.awayScore} isWinner={awayWon} isStrong={fixture.status === 'live'} />
      </div>
      {note && <p className="mt-2 border-t border-slate-100 pt-2 text-sm font-medium text-slate-700">{note}</p>}
      {event && <MatchCalendarLinks fixture={fixture} event={event} />}
    </article>
  );
}

/** Match cards in the event site's grid (one column on a phone, three on a laptop). */
export function FixtureCardGrid({
  fixtures,
  timeZone,
  withDay = false,
  event,
}: {
  fixtures: Fixture[];
  timeZone: string;
  withDay?: boolean;
  event?: CardEvent;
}) {
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {fixtures.map((fixture) => (
        <FixtureCard key={fixture.id} fixture={fixture} timeZone={timeZone} withDay={withDay} event={event} />
      ))}
    </div>
  );
}
