import { useState } from 'react';
import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { formatScheduleTime } from '../../../lib/format-date';
import { Button } from '../../../components/ui/button';
import { NativeSelect, TextInput } from '../../../components/ui/controls';
import { useSaveScore } from '../api/match-results';
import { FinalScoreDialog } from './final-score-dialog';
import { describeFinalScore, lacksAWinner } from './final-score-question';

/** Sports scored by sets (points per set; the match score is sets won). Only these offer sets. */
const SET_SPORTS = /badminton|table tennis|volleyball|tennis|squash|pickleball|darts|carrom/i;
/** A set sport has no extra time or shoot-out: a match is played out, given as a walkover, or abandoned. */
const SET_SPORT_RESULTS = new Set<NonNullable<ScoreRequest['decidedBy']>>(['regular', 'walkover', 'abandoned']);
const MAX_SETS = 9;

/** How a match was decided, in people's words (the admin's results list shows them too). */
export const DECIDED_BY_LABELS: Record<NonNullable<ScoreRequest['decidedBy']>, string> = {
  regular: 'Regular time',
  extra_time: 'After extra time',
  penalties: 'Penalties (shoot-out)',
  walkover: 'Walkover',
  abandoned: 'Abandoned',
};
const resultTypesFor = (isSetSport: boolean) =>
  (Object.entries(DECIDED_BY_LABELS) as [NonNullable<ScoreRequest['decidedBy']>, string][])
    .filter(([value]) => !isSetSport || SET_SPORT_RESULTS.has(value))
    .map(([value, label]) => ({ value, label: isSetSport && value === 'regular' ? 'Played in full' : label }));

/**
 * What the card needs of a match: the event site's fixture has it, and the admin's results list
 * maps its own rows to it, so staff and admins enter scores the same way.
 */
export interface ScoreCardFixture {
  id: number;
  sport: { name: string };
  /** The category ('Men's Open'): a sport runs in several, so staff need it to know which match this is. */
  category?: { name: string };
  round: string;
  startsAt: string;
  /** False while the match has no time yet ('Time to be announced'). */
  isScheduled: boolean;
  status: 'scheduled' | 'live' | 'finished';
  home: { name: string } | null;
  away: { name: string } | null;
  homeScore: string | null;
  awayScore: string | null;
  /** What was entered before, so correcting a result starts from it (the admin's list has these). */
  sets?: { home: number; away: number }[] | null;
  decidedBy?: ScoreRequest['decidedBy'] | null;
  shootout?: { home: number; away: number } | null;
  winner?: 'home' | 'away' | null;
}

/** A match still "live" this long after its start was most likely never finished (issue 30). */
const STALE_LIVE_MS = 24 * 60 * 60 * 1000;

/** Whether staff should be told the match looks forgotten: live, with a time, started over a day before `now`. */
export function isLiveTooLong(fixture: Pick<ScoreCardFixture, 'status' | 'isScheduled' | 'startsAt'>, now: number): boolean {
  return fixture.status === 'live' && fixture.isScheduled && now - Date.parse(fixture.startsAt) > STALE_LIVE_MS;
}

/** A score typed as a whole number, or undefined while the field is empty or not a number. */
const toPoints = (value: string) => (/^\d{1,4}$/.test(value) ? Number(value) : undefined);
type SetRow = { home: string; away: string };
const asRow = (score: { home: number; away: number }): SetRow => ({ home: String(score.home), away: String(score.away) });

/**
 * One match: number fields per side, points by set for set sports (the match score is then the
 * sets won), and how it was decided (extra time, penalties with the shoot-out, walkover, abandoned).
 */
export function ScoreCard({
  fixture,
  eventId,
  timeZone,
  onSaved,
}: {
  fixture: ScoreCardFixture;
  eventId: number;
  timeZone: string;
  /** Called with what was sent after a score is saved, for screens that keep their own copy of the match. */
  onSaved?: (saved: ScoreRequest) => void;
}) {
  const [home, setHome] = useState(fixture.homeScore ?? '');
  const [openedAt] = useState(() => Date.now());
  const [away, setAway] = useState(fixture.awayScore ?? '');
  const isSetSport = SET_SPORTS.test(fixture.sport.name);
  const [sets, setSets] = useState<SetRow[]>(fixture.sets?.length ? fixture.sets.map(asRow) : isSetSport ? [{ home: '', away: '' }] : []);
  // A set sport stored with extra time or penalties (older data) starts from a choice it offers.
  const storedDecidedBy = fixture.decidedBy ?? 'regular';
  const [decidedBy, setDecidedBy] = useState<NonNullable<ScoreRequest['decidedBy']>>(
    isSetSport && !SET_SPORT_RESULTS.has(storedDecidedBy) ? 'regular' : storedDecidedBy,
  );
  const [shootout, setShootout] = useState<SetRow>(fixture.shootout ? asRow(fixture.shootout) : { home: '', away: '' });
  const [winner, setWinner] = useState<'home' | 'away'>(fixture.winner ?? 'home');
  const save = useSaveScore(eventId, fixture.id);
  const [isConfirmingFinal, setIsConfirmingFinal] = useState(false);

  const setScores = sets.map((row) => ({ home: toPoints(row.home), away: toPoints(row.away) }));
  const playedSets = setScores.filter((row): row is { home: number; away: number } => row.home !== undefined && row.away !== undefined);
  const isBySets = playedSets.length > 0;
  // With sets, the match score is the sets each side won.
  const homePoints = isBySets ? playedSets.filter((row) => row.home > row.away).length : toPoints(home);
  const awayPoints = isBySets ? playedSets.filter((row) => row.away > row.home).length : toPoints(away);
  const isWalkover = decidedBy === 'walkover' || decidedBy === 'abandoned';
  const shootoutHome = toPoints(shootout.home);
  const shootoutAway = toPoints(shootout.away);
  const isComplete =
    (isWalkover || (homePoints !== undefined && awayPoints !== undefined)) &&
    (decidedBy !== 'penalties' || (shootoutHome !== undefined && shootoutAway !== undefined));

  const requestFor = (status: ScoreRequest['status']): ScoreRequest => ({
    status,
    home: homePoints ?? 0,
    away: awayPoints ?? 0,
    ...(isBySets ? { sets: playedSets } : {}),
    ...(decidedBy !== 'regular' ? { decidedBy } : {}),
    ...(decidedBy === 'penalties' ? { shootout: { home: shootoutHome!, away: shootoutAway! } } : {}),
    ...(isWalkover ? { winner } : {}),
  });
  const submit = (status: ScoreRequest['status']) => {
    if (!isComplete) return;
    const request = requestFor(status);
    save.mutate(request, {
      onSuccess: () => {
        toast.success(status === 'finished' ? 'Final score saved.' : 'Live score saved.');
        onSaved?.(request);
      },
      onError: (error) => toast.error(errorMessage(error, { fallback: 'The score could not be saved. Please try again.' })),
      onSettled: () => setIsConfirmingFinal(false),
    });
  };
  // Score boxes on the kit's inline look; a score worked out from the sets is read-only and greyed.
  const field = 'min-h-12 w-20 text-center text-xl font-bold tabular-nums read-only:bg-slate-100';
  const small = 'w-16 text-center font-semibold tabular-nums';
  const homeName = fixture.home!.name;
  const awayName = fixture.away!.name;

  return (
    <form
      aria-label={`Score: ${homeName} v ${awayName}`}
      className="h-full rounded-lg border border-slate-200 p-3"
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        submit('live');
      }}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {[fixture.sport.name, fixture.category?.name, fixture.round].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
        <span className="whitespace-nowrap">
          {fixture.isScheduled ? formatScheduleTime(fixture.startsAt, timeZone) : 'Time to be announced'}
        </span>
        {fixture.status === 'live' && <span className="font-semibold text-red-700">Live</span>}
        {fixture.status === 'finished' && <span className="font-semibold text-emerald-800">Full time</span>}
      </p>
      {isLiveTooLong(fixture, openedAt) && (
        <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="stale-live">
          Still live a day after it started: enter the final score, or correct it.
        </p>
      )}
      <div className="mt-2 grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2">
        <label htmlFor={`home-${fixture.id}`} className="min-w-0 break-words font-semibold leading-snug">
          {homeName}
        </label>
        <TextInput
          inline
          id={`home-${fixture.id}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          value={isBySets ? String(homePoints) : home}
          readOnly={isBySets}
          aria-describedby={isBySets ? `sets-note-${fixture.id}` : undefined}
          onChange={(change) => setHome(change.target.value)}
          className={field}
        />
        <label htmlFor={`away-${fixture.id}`} className="min-w-0 break-words font-semibold leading-snug">
          {awayName}
        </label>
        <TextInput
          inline
          id={`away-${fixture.id}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          value={isBySets ? String(awayPoints) : away}
          readOnly={isBySets}
          aria-describedby={isBySets ? `sets-note-${fixture.id}` : undefined}
          onChange={(change) => setAway(change.target.value)}
          className={field}
        />
      </div>
      {sets.length > 0 && (
        <fieldset className="mt-3 border-t border-slate-100 pt-2">
          <legend className="text-sm font-semibold">Points by set</legend>
          <p id={`sets-note-${fixture.id}`} className="text-xs text-slate-600">
            The match score is the sets won.
          </p>
          <ol className="mt-1 space-y-1">
            {sets.map((row, index) => (
              <li key={index} className="flex items-center gap-2 text-sm">
                <span className="w-12 text-slate-600">Set {index + 1}</span>
                <TextInput
                  inline
                  aria-label={`Set ${index + 1}, ${homeName}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={9999}
                  value={row.home}
                  onChange={(change) => setSets(sets.map((set, i) => (i === index ? { ...set, home: change.target.value } : set)))}
                  className={small}
                />
                <span aria-hidden="true">–</span>
                <TextInput
                  inline
                  aria-label={`Set ${index + 1}, ${awayName}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={9999}
                  value={row.away}
                  onChange={(change) => setSets(sets.map((set, i) => (i === index ? { ...set, away: change.target.value } : set)))}
                  className={small}
                />
              </li>
            ))}
          </ol>
        </fieldset>
      )}
      {isSetSport && sets.length < MAX_SETS && (
        <Button variant="secondary" size="sm" onClick={() => setSets([...sets, { home: '', away: '' }])} className="mt-2">
          Add a set
        </Button>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          Decided by
          <NativeSelect value={decidedBy} onChange={(change) => setDecidedBy(change.target.value as typeof decidedBy)}>
            {resultTypesFor(isSetSport).map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        {decidedBy === 'penalties' && (
          <fieldset className="flex items-end gap-2 text-sm">
            <legend className="sr-only">Shoot-out score</legend>
            <label className="flex flex-col">
              Shoot-out, {homeName}
              <TextInput
                inline
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                value={shootout.home}
                onChange={(change) => setShootout({ ...shootout, home: change.target.value })}
                className={small}
              />
            </label>
            <label className="flex flex-col">
              Shoot-out, {awayName}
              <TextInput
                inline
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                value={shootout.away}
                onChange={(change) => setShootout({ ...shootout, away: change.target.value })}
                className={small}
              />
            </label>
          </fieldset>
        )}
        {isWalkover && (
          <label className="flex flex-col text-sm">
            Winner
            <NativeSelect value={winner} onChange={(change) => setWinner(change.target.value as 'home' | 'away')}>
              <option value="home">{homeName}</option>
              <option value="away">{awayName}</option>
            </NativeSelect>
          </label>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" type="submit" disabled={!isComplete || save.isPending} className="flex-1">
          Live score
        </Button>
        <Button disabled={!isComplete || save.isPending} onClick={() => setIsConfirmingFinal(true)} className="flex-1">
          {save.isPending ? 'Saving…' : 'Final score'}
        </Button>
      </div>
      {isConfirmingFinal && isComplete && (
        <FinalScoreDialog
          question={describeFinalScore({ round: fixture.round, homeName, awayName }, requestFor('finished'))}
          matchName={`${homeName} v ${awayName}`}
          isBusy={save.isPending}
          canConfirm={!lacksAWinner(fixture, requestFor('finished'))}
          onConfirm={() => submit('finished')}
          onCancel={() => setIsConfirmingFinal(false)}
        />
      )}
    </form>
  );
}
