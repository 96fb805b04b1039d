import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminFixture, AdminResultsCategory } from '@podium/contracts/admin/admin-results';
import { toast } from '../../../components/ui/toaster';
import { MatchResult, ScoreCard, type ScoreCardFixture } from '../../staff';
import { useAdminEvent, useAdminEvents } from '../api/admin-events';
import { useAdminResults, useCreateFixture, useResetFixtureScore, useSetPlacings } from '../api/admin-results';
import { adminKeys } from '../api/query-keys';
import { errorText } from './error-text';
import { EventSelect } from './event-select';
import { formatScheduleTime } from '../../../lib/format-date';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { NativeSelect, TextInput } from '../../../components/ui/controls';

const report = {
  onSuccess: (answer: { message: string }) => toast.success(answer.message),
  onError: (error: unknown) => toast.error(errorText(error)),
};

/** Fixtures and scores, and the final placings that make the medal tally. */
export function ResultsPanel() {
  const events = useAdminEvents();
  const [eventId, setEventId] = useState(0);
  const chosen = eventId || events.data?.[0]?.id || 0;
  const results = useAdminResults(chosen);
  const event = useAdminEvent(chosen);
  return (
    <div className="flex flex-col gap-4">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Event</span>
        <EventSelect events={events.data} value={chosen} onChange={(value) => setEventId(Number(value))} />
      </label>
      {results.error ? <p role="alert">{errorText(results.error)}</p> : null}
      {/* Scores are entered in the event's time zone: without the event there is no score card. */}
      {event.error ? <p role="alert">{errorText(event.error)}</p> : null}
      {results.data ? (
        <>
          <Fixtures
            eventId={chosen}
            timeZone={event.data?.timeZone}
            fixtures={results.data.fixtures}
            categories={results.data.categories}
          />
          {results.data.categories.map((category) => (
            <Placings key={category.eventSportCategoryId} eventId={chosen} category={category} />
          ))}
        </>
      ) : null}
    </div>
  );
}

function Fixtures({
  eventId,
  timeZone,
  fixtures,
  categories,
}: {
  eventId: number;
  timeZone: string | undefined;
  fixtures: AdminFixture[];
  categories: AdminResultsCategory[];
}) {
  const create = useCreateFixture(eventId);
  const [categoryId, setCategoryId] = useState(0);
  const [startsAt, setStartsAt] = useState('');
  const [round, setRound] = useState('Group');
  const category = categories.find((row) => row.eventSportCategoryId === categoryId) ?? categories[0];
  const [home, setHome] = useState(0);
  const [away, setAway] = useState(0);
  return (
    <Panel as="section" padding="sm" aria-labelledby="fixtures">
      <h2 id="fixtures" className="text-lg font-semibold">
        Fixtures
      </h2>
      <ul className="mt-2 grid gap-3 md:grid-cols-2">
        {fixtures.map((fixture) => (
          <li key={fixture.id}>
            <FixtureScore eventId={eventId} timeZone={timeZone} fixture={fixture} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="schedule-fixture" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="schedule-fixture" className="font-semibold">
          Schedule a fixture
        </h3>
        {category ? (
          <form
            aria-labelledby="schedule-fixture"
            className="mt-2 grid grid-cols-1 items-end gap-3 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate(
                {
                  eventSportCategoryId: category.eventSportCategoryId,
                  round,
                  startsAt: new Date(startsAt).toISOString(),
                  homeTeamId: home || null,
                  awayTeamId: away || null,
                },
                report,
              );
            }}
          >
            <label className="flex flex-col gap-1 text-sm">
              <span>Sport and category</span>
              <NativeSelect value={category.eventSportCategoryId} onChange={(event) => setCategoryId(Number(event.target.value))} inline>
                {categories.map((row) => (
                  <option key={row.eventSportCategoryId} value={row.eventSportCategoryId}>
                    {row.sportName} · {row.categoryName}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span>Round</span>
              <TextInput value={round} onChange={(event) => setRound(event.target.value)} inline />
            </label>
            {(['Home', 'Away'] as const).map((side) => (
              <label key={side} className="flex flex-col gap-1 text-sm">
                <span>{side} team</span>
                <NativeSelect
                  value={side === 'Home' ? home : away}
                  onChange={(event) => (side === 'Home' ? setHome : setAway)(Number(event.target.value))}
                  inline
                >
                  <option value={0}>To be decided</option>
                  {category.teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </NativeSelect>
              </label>
            ))}
            <label className="flex flex-col gap-1 text-sm">
              <span>Starts at</span>
              <TextInput type="datetime-local" required value={startsAt} onChange={(event) => setStartsAt(event.target.value)} inline />
            </label>
            <Button type="submit" className="sm:justify-self-start">
              Schedule fixture
            </Button>
          </form>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Add sport categories to the event first.</p>
        )}
      </section>
    </Panel>
  );
}

/** The admin's row in the shape the score card reads (the category joins the sport's name). */
const toScoreCardFixture = (fixture: AdminFixture): ScoreCardFixture => ({
  id: fixture.id,
  sport: { name: fixture.sportName },
  category: { name: fixture.categoryName },
  round: fixture.round,
  startsAt: fixture.startsAt,
  isScheduled: fixture.isScheduled,
  status: fixture.status,
  home: fixture.homeTeam,
  away: fixture.awayTeam,
  homeScore: fixture.homeScore,
  awayScore: fixture.awayScore,
  sets: fixture.sets,
  decidedBy: fixture.decidedBy,
  shootout: fixture.shootout,
  winner: fixture.winnerTeamId === null ? null : fixture.winnerTeamId === fixture.homeTeam?.id ? 'home' : 'away',
});

/**
 * The same score card staff use at the venue (issue 17): number fields per side, points by set,
 * and how the match was decided. It saves through the staff score call, which also moves a
 * knockout winner on; the admin's results list is then read again.
 */
function FixtureScore({ eventId, timeZone, fixture }: { eventId: number; timeZone: string | undefined; fixture: AdminFixture }) {
  const queryClient = useQueryClient();
  const [isCorrecting, setIsCorrecting] = useState(false);
  const when = fixture.isScheduled ? formatScheduleTime(fixture.startsAt, timeZone) : 'Time to be announced';
  const heading = `${fixture.sportName} · ${fixture.categoryName} · ${fixture.round}`;
  const summary = 'flex h-full flex-col items-start rounded-lg border border-slate-200 p-3 text-sm';
  if (!fixture.homeTeam || !fixture.awayTeam || !timeZone) {
    return (
      <div className={summary}>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{heading}</p>
        <p className="mt-0.5 whitespace-nowrap text-slate-600">{when}</p>
        <p className="mt-1 text-slate-700">
          {fixture.homeTeam?.name ?? 'To be decided'} v {fixture.awayTeam?.name ?? 'To be decided'}
        </p>
        {timeZone ? <p className="mt-1 text-slate-600">The score can be entered once both teams are known.</p> : null}
      </div>
    );
  }
  // A finished match reads as its result; correcting it opens the same card, filled in.
  if (fixture.status === 'finished' && !isCorrecting) {
    return (
      <MatchResult fixture={toScoreCardFixture(fixture)} timeZone={timeZone} onCorrect={() => setIsCorrecting(true)}>
        <ResetMatch eventId={eventId} fixture={fixture} />
      </MatchResult>
    );
  }
  return (
    <div className="flex h-full flex-col gap-2">
      <ScoreCard
        // A new card when the stored score changes (a reset, a save elsewhere): it starts from what is stored.
        key={`${fixture.id}:${fixture.status}:${fixture.homeScore}:${fixture.awayScore}`}
        fixture={toScoreCardFixture(fixture)}
        eventId={eventId}
        timeZone={timeZone}
        onSaved={() => {
          setIsCorrecting(false);
          void queryClient.invalidateQueries({ queryKey: adminKeys.results(eventId) });
        }}
      />
      {fixture.status === 'live' && !isCorrecting && <ResetMatch eventId={eventId} fixture={fixture} />}
    </div>
  );
}

/**
 * Undo a score entered by mistake (a match started too early, the wrong match scored): back to not
 * played, after a second press. A knockout is unwound from its end; the server refuses a match whose
 * next match (or, for a group, whose knockout) has started, and says so.
 */
function ResetMatch({ eventId, fixture }: { eventId: number; fixture: AdminFixture }) {
  const reset = useResetFixtureScore(eventId, fixture.id);
  const [isAsking, setIsAsking] = useState(false);
  if (!isAsking) {
    return (
      <Button onClick={() => setIsAsking(true)} variant="dangerSecondary" size="sm" className="self-start">
        Reset to not played
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Reset this match" className="w-full rounded-lg bg-red-50 p-2 text-sm text-red-900">
      <p>Clear this score? The match goes back to not played; the bracket, tables and medals that followed from it are worked out again.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          disabled={reset.isPending}
          onClick={() =>
            reset.mutate(undefined, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(errorText(error)),
              onSettled: () => setIsAsking(false),
            })
          }
          variant="danger"
          size="sm"
        >
          {reset.isPending ? 'Resetting…' : 'Yes, reset'}
        </Button>
        <Button onClick={() => setIsAsking(false)} variant="secondary" size="sm">
          Keep the score
        </Button>
      </div>
    </div>
  );
}

function Placings({ eventId, category }: { eventId: number; category: AdminResultsCategory }) {
  const save = useSetPlacings(eventId);
  const initial = Object.fromEntries(category.placings.map((placing) => [placing.place, placing.teamId]));
  const [places, setPlaces] = useState<Record<number, number>>(initial);
  if (category.teams.length === 0) return null;
  return (
    <Panel
      as="form"
      padding="sm"
      onSubmit={(event) => {
        event.preventDefault();
        const placings = Object.entries(places)
          .filter(([, teamId]) => teamId > 0)
          .map(([place, teamId]) => ({ place: Number(place), teamId }));
        save.mutate({ eventSportCategoryId: category.eventSportCategoryId, placings }, report);
      }}
    >
      <h3 className="font-semibold">
        Placings: {category.sportName} · {category.categoryName}
      </h3>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {[1, 2, 3].map((place) => (
          <label key={place} className="flex flex-col gap-1 text-sm">
            <span>{place === 1 ? 'Gold' : place === 2 ? 'Silver' : 'Bronze'}</span>
            <NativeSelect
              value={places[place] ?? 0}
              onChange={(event) => setPlaces({ ...places, [place]: Number(event.target.value) })}
              inline
            >
              <option value={0}>Nobody</option>
              {category.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect>
          </label>
        ))}
      </div>
      <Button type="submit" className="mt-2">
        Save placings
      </Button>
    </Panel>
  );
}
