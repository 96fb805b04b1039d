import { useState } from 'react';
import type { AdminFixture, AdminResultsCategory } from '@podium/contracts/admin/admin-results';
import { toast } from '../../../components/ui/toaster';
import { useAdminEvents } from '../api/admin-events';
import { useAdminResults, useCreateFixture, useSetPlacings, useUpdateFixture } from '../api/admin-results';
import { errorText } from './error-text';
import { inputClass, panelClass, primaryButton } from './form-styles';
import { EventSelect } from './event-select';
import { formatScheduleTime } from '../../../lib/format-date';

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
  return (
    <div className="flex flex-col gap-4">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Event</span>
        <EventSelect events={events.data} value={chosen} onChange={(value) => setEventId(Number(value))} />
      </label>
      {results.error ? <p role="alert">{errorText(results.error)}</p> : null}
      {results.data ? (
        <>
          <Fixtures eventId={chosen} fixtures={results.data.fixtures} categories={results.data.categories} />
          {results.data.categories.map((category) => (
            <Placings key={category.eventSportCategoryId} eventId={chosen} category={category} />
          ))}
        </>
      ) : null}
    </div>
  );
}

function Fixtures({ eventId, fixtures, categories }: { eventId: number; fixtures: AdminFixture[]; categories: AdminResultsCategory[] }) {
  const create = useCreateFixture(eventId);
  const [categoryId, setCategoryId] = useState(0);
  const [startsAt, setStartsAt] = useState('');
  const [round, setRound] = useState('Group');
  const category = categories.find((row) => row.eventSportCategoryId === categoryId) ?? categories[0];
  const [home, setHome] = useState(0);
  const [away, setAway] = useState(0);
  return (
    <section aria-labelledby="fixtures" className={panelClass}>
      <h2 id="fixtures" className="text-lg font-semibold">
        Fixtures
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {fixtures.map((fixture) => (
          <FixtureRow key={fixture.id} eventId={eventId} fixture={fixture} />
        ))}
      </ul>
      {category ? (
        <form
          className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2"
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
            <span>Sport category</span>
            <select
              value={category.eventSportCategoryId}
              onChange={(event) => setCategoryId(Number(event.target.value))}
              className={inputClass}
            >
              {categories.map((row) => (
                <option key={row.eventSportCategoryId} value={row.eventSportCategoryId}>
                  {row.sportName} · {row.categoryName}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>Round</span>
            <input value={round} onChange={(event) => setRound(event.target.value)} className={inputClass} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>Starts at</span>
            <input
              type="datetime-local"
              required
              value={startsAt}
              onChange={(event) => setStartsAt(event.target.value)}
              className={inputClass}
            />
          </label>
          {(['Home', 'Away'] as const).map((side) => (
            <label key={side} className="flex flex-col gap-1 text-sm">
              <span>{side} team</span>
              <select
                value={side === 'Home' ? home : away}
                onChange={(event) => (side === 'Home' ? setHome : setAway)(Number(event.target.value))}
                className={inputClass}
              >
                <option value={0}>To be decided</option>
                {category.teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className={primaryButton}>
            Schedule fixture
          </button>
        </form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Add sport categories to the event first.</p>
      )}
    </section>
  );
}

/** The event site's words for a match's state (status-badge.tsx). */
const FIXTURE_STATUS_LABELS = { scheduled: 'Upcoming', live: 'Live', finished: 'Full time' } as const;

function FixtureRow({ eventId, fixture }: { eventId: number; fixture: AdminFixture }) {
  const update = useUpdateFixture(eventId);
  const [homeScore, setHomeScore] = useState(fixture.homeScore ?? '');
  const [awayScore, setAwayScore] = useState(fixture.awayScore ?? '');
  return (
    <li className="rounded-lg border border-slate-100 p-2 text-sm">
      <p className="font-medium">
        {fixture.sportName} {fixture.categoryName} · {fixture.round} · {formatScheduleTime(fixture.startsAt)} ·{' '}
        {FIXTURE_STATUS_LABELS[fixture.status as keyof typeof FIXTURE_STATUS_LABELS] ?? fixture.status}
      </p>
      <form
        className="mt-1 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ fixtureId: fixture.id, homeScore: homeScore || null, awayScore: awayScore || null, status: 'finished' }, report);
        }}
      >
        <label className="flex flex-col">
          <span>{fixture.homeTeam?.name ?? 'Home'}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={9999}
            value={homeScore}
            onChange={(event) => setHomeScore(event.target.value)}
            className={`${inputClass} w-24 text-center tabular-nums`}
          />
        </label>
        <label className="flex flex-col">
          <span>{fixture.awayTeam?.name ?? 'Away'}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={9999}
            value={awayScore}
            onChange={(event) => setAwayScore(event.target.value)}
            className={`${inputClass} w-24 text-center tabular-nums`}
          />
        </label>
        <button type="submit" className={primaryButton}>
          Save final score
        </button>
      </form>
    </li>
  );
}

function Placings({ eventId, category }: { eventId: number; category: AdminResultsCategory }) {
  const save = useSetPlacings(eventId);
  const initial = Object.fromEntries(category.placings.map((placing) => [placing.place, placing.teamId]));
  const [places, setPlaces] = useState<Record<number, number>>(initial);
  if (category.teams.length === 0) return null;
  return (
    <form
      className={panelClass}
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
            <select
              value={places[place] ?? 0}
              onChange={(event) => setPlaces({ ...places, [place]: Number(event.target.value) })}
              className={inputClass}
            >
              <option value={0}>Nobody</option>
              {category.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <button type="submit" className={`${primaryButton} mt-2`}>
        Save placings
      </button>
    </form>
  );
}
