import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Medal } from 'lucide-react';
import type { EventDetail } from '@podium/contracts/events/event-site';
import type { StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import { useCategoryStandings } from '../api/get-category-standings';
import { Skeleton } from '../../../components/ui/skeleton';
import { Panel } from '../../../components/ui/panel';
import { NativeSelect } from '../../../components/ui/controls';
import { formatScheduleTime } from '../../../lib/format-date';
import { resultNote } from '../result-note';
import { TimedRounds } from './timed-rounds';

type BracketFixture = StandingsAnswer['knockout'][number];
const PLACE_NAMES = { 1: 'Gold', 2: 'Silver', 3: 'Bronze' } as Record<number, string>;
const PLACE_COLOURS = { 1: 'text-amber-600', 2: 'text-slate-500', 3: 'text-orange-700' } as Record<number, string>;

/**
 * Tables and bracket of one competition (issue 16): group tables with the tie-break order the API
 * applies, the knockout by round, and the medals once the deciding matches are finished. The
 * chosen competition is kept in the URL (`table`), like the fixture filters.
 */
export function StandingsPanel({ event, playingCategoryId }: { event: EventDetail; playingCategoryId?: number }) {
  const [params, setParams] = useSearchParams();
  const competitions = useMemo(
    () =>
      event.sportsDetails.flatMap((sport) =>
        sport.categories.map((category) => ({ id: category.eventSportCategoryId, label: `${sport.sportName} · ${category.categoryName}` })),
      ),
    [event.sportsDetails],
  );
  // Until the reader picks one: the competition of the first match listed (what is playing), else the first.
  const chosen = Number(params.get('table')) || playingCategoryId || competitions[0]?.id;
  const standings = useCategoryStandings(event.id, chosen);
  if (competitions.length === 0) return null;

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('table', value);
    setParams(next, { replace: true });
  };

  return (
    <Panel as="section" padding="sm" aria-labelledby="standings-heading" className="sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="standings-heading" className="text-lg font-bold">
          Tables and bracket
        </h2>
        <label className="flex w-full flex-col gap-1 text-sm font-medium sm:w-80">
          Competition
          <NativeSelect value={chosen ?? ''} onChange={(change) => choose(change.target.value)}>
            {competitions.map((competition) => (
              <option key={competition.id} value={competition.id}>
                {competition.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <div className="mt-4 min-h-24">
        {standings.isLoading && <Skeleton label="Loading tables…" className="h-24 rounded-xl" />}
        {standings.error && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            The tables could not be loaded. Please try again.
          </p>
        )}
        {standings.data && <Standings answer={standings.data} timeZone={event.timeZone} />}
      </div>
    </Panel>
  );
}

function Standings({ answer, timeZone }: { answer: StandingsAnswer; timeZone: string }) {
  if (answer.rounds.length > 0) {
    return (
      <div className="space-y-6">
        <Medals answer={answer} />
        <TimedRounds answer={answer} timeZone={timeZone} />
      </div>
    );
  }
  if (answer.format === null) {
    return <p className="text-sm text-slate-600">No draw yet for this competition: the tables appear once the organisers make it.</p>;
  }
  return (
    <div className="space-y-6">
      <Medals answer={answer} />
      {answer.groups.map((group) => (
        <GroupTable key={group.name} group={group} rules={answer.tieBreakers} />
      ))}
      {answer.swiss && <SwissTable swiss={answer.swiss} />}
      {answer.swiss && <SwissPairings swiss={answer.swiss} timeZone={timeZone} />}
      {answer.elimination && <EliminationTable rows={answer.elimination} />}
      {answer.format === 'double_elimination'
        ? DOUBLE_BRACKETS.map(({ group, title }) => {
            const fixtures = answer.knockout.filter((fixture) => fixture.group === group);
            return fixtures.length > 0 && <Bracket key={group} title={title} fixtures={fixtures} timeZone={timeZone} />;
          })
        : answer.knockout.length > 0 && <Bracket title="Knockout" fixtures={answer.knockout} timeZone={timeZone} />}
    </div>
  );
}

function Medals({ answer }: { answer: StandingsAnswer }) {
  // Shared places share medals (two golds on equal times): each keeps its own colour.
  if (answer.medals.length === 0) {
    return answer.medalsPending ? <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{answer.medalsPending}</p> : null;
  }
  return (
    <ul aria-label="Medals" className="flex flex-wrap gap-2">
      {answer.medals.map((medal) => (
        <li
          key={`${medal.place}-${medal.team.id}`}
          className="flex items-center gap-2 rounded-full border border-slate-200 px-3 py-1.5 text-sm font-semibold"
        >
          <Medal aria-hidden="true" className={`h-4 w-4 ${PLACE_COLOURS[medal.place] ?? ''}`} />
          <span>{PLACE_NAMES[medal.place]}:</span>
          <span className="font-normal">{medal.team.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** The engine names groups A, B, …; a reader sees 'Group A'. */
const groupTitle = (name: string) => (name.length <= 2 ? `Group ${name}` : name);

/**
 * Columns a phone leaves out (issue 30): at 390 px all eight pushed the points off the screen. Points,
 * played, won and the difference stay; drawn and lost follow from them.
 */
const WIDE_ONLY = 'hidden sm:table-cell';

const RULE_SET_NAMES = { fifa: 'FIFA order', uefa: 'UEFA order', sets: 'sets order', custom: "the organisers' order" } as const;

/** 'Ireland ahead of Italy on head-to-head points' for each row a tie-breaker placed above the next. */
function separations(rows: StandingsAnswer['groups'][number]['rows']) {
  return rows.flatMap((row, index) => {
    const next = rows[index + 1];
    if (!row.decidedBy || !next) return [];
    const how = row.decidedBy === 'drawing of lots' ? 'by drawing of lots' : `on ${row.decidedBy}`;
    return [{ key: `${row.team.id}-${next.team.id}`, text: `${row.team.name} ahead of ${next.team.name} ${how}` }];
  });
}

function GroupTable({ group, rules }: { group: StandingsAnswer['groups'][number]; rules: StandingsAnswer['tieBreakers'] }) {
  const cell = 'px-1.5 py-2 text-right tabular-nums sm:px-2';
  const ties = separations(group.rows);
  const ruleSet = rules ? RULE_SET_NAMES[rules.preset] : 'the rule set';
  return (
    <div>
      <h3 className="text-sm font-bold text-slate-700">
        {groupTitle(group.name)}
        {group.complete && <span className="ml-2 font-normal text-slate-500">(complete)</span>}
      </h3>
      {/* A very narrow screen still scrolls the table inside its card rather than the page sideways. */}
      {/* Focusable so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      <div role="region" aria-label={`${groupTitle(group.name)} table`} tabIndex={0} className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {groupTitle(group.name)}: ranked by {ruleSet}; tie-breakers are listed under the table
          </caption>
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                #
              </th>
              <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                Team
              </th>
              <th scope="col" className={cell}>
                <abbr title="Played">P</abbr>
              </th>
              <th scope="col" className={cell}>
                <abbr title="Won">W</abbr>
              </th>
              <th scope="col" className={`${cell} ${WIDE_ONLY}`}>
                <abbr title="Drawn">D</abbr>
              </th>
              <th scope="col" className={`${cell} ${WIDE_ONLY}`}>
                <abbr title="Lost">L</abbr>
              </th>
              <th scope="col" className={cell}>
                <abbr title="Difference">+/-</abbr>
              </th>
              <th scope="col" className={cell}>
                <abbr title="Points">Pts</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.team.id} className="border-b border-slate-100 last:border-0">
                <td className="px-1.5 py-2 tabular-nums text-slate-500 sm:px-2">{row.rank}</td>
                <th scope="row" className="break-words px-1.5 py-2 text-left font-semibold sm:px-2">
                  {row.team.name}
                </th>
                <td className={cell}>{row.played}</td>
                <td className={cell}>{row.won}</td>
                <td className={`${cell} ${WIDE_ONLY}`}>{row.drawn}</td>
                <td className={`${cell} ${WIDE_ONLY}`}>{row.lost}</td>
                <td className={cell}>{row.difference > 0 ? `+${row.difference}` : row.difference}</td>
                <td className={`${cell} font-bold`}>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ties.length > 0 && (
        <div className="mt-2 text-xs text-slate-600">
          <p className="font-semibold">Level teams, by {ruleSet}:</p>
          <ul aria-label={`${groupTitle(group.name)} tie-breakers`} className="mt-0.5 space-y-0.5">
            {ties.map((tie) => (
              <li key={tie.key}>{tie.text}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A double elimination's brackets, as the API names them in `group`. */
const DOUBLE_BRACKETS = [
  { group: 'Winners', title: "Winners' bracket" },
  { group: 'Losers', title: "Losers' bracket" },
  { group: 'Final', title: 'Grand final' },
];

function Bracket({ title, fixtures, timeZone }: { title: string; fixtures: BracketFixture[]; timeZone: string }) {
  const rounds = useMemo(() => {
    const byRound = new Map<string, BracketFixture[]>();
    for (const fixture of [...fixtures].sort((a, b) => a.round - b.round || a.position - b.position)) {
      byRound.set(fixture.roundName, [...(byRound.get(fixture.roundName) ?? []), fixture]);
    }
    return [...byRound.entries()];
  }, [fixtures]);
  return (
    <div>
      <h3 className="text-sm font-bold text-slate-700">{title}</h3>
      {/* Rounds one under another on a phone (nothing hidden off the edge), side by side from 640 px. */}
      <ol
        aria-label={`${title} rounds`}
        tabIndex={0}
        className="mt-2 flex flex-col gap-4 pb-2 sm:snap-x sm:flex-row sm:gap-3 sm:overflow-x-auto"
      >
        {rounds.map(([roundName, matches]) => (
          <li key={roundName} className="sm:w-60 sm:shrink-0 sm:snap-start">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{roundName}</h4>
            <ul className="mt-2 space-y-2">
              {matches.map((match) => (
                <li key={match.id ?? `${match.round}-${match.position}`}>
                  <BracketMatch match={match} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

function BracketMatch({ match, timeZone }: { match: BracketFixture; timeZone: string }) {
  const homeWon = match.home.team !== null && match.winnerTeamId === match.home.team.id;
  const awayWon = match.away.team !== null && match.winnerTeamId === match.away.team.id;
  const note =
    match.status === 'finished'
      ? resultNote({
          decidedBy: match.decidedBy,
          shootout: match.shootout,
          winnerName: homeWon ? match.home.team!.name : awayWon ? match.away.team!.name : null,
          winnerIsHome: homeWon,
        })
      : null;
  // A finished match without a winner is a draw (a Swiss or league game; a knockout always has one).
  const shownNote = note ?? (match.status === 'finished' && match.winnerTeamId === null ? 'Draw' : null);
  const side = (which: 'home' | 'away') => {
    const team = match[which].team;
    const score = which === 'home' ? match.homeScore : match.awayScore;
    const won = which === 'home' ? homeWon : awayWon;
    return (
      <div className={`flex items-center justify-between gap-2 px-3 py-1.5 ${won ? 'font-bold' : ''}`}>
        <span className={`min-w-0 break-words leading-snug ${team ? '' : 'italic text-slate-500'}`}>
          {team?.name ?? match[which].label}
        </span>
        <span className="tabular-nums">{score ?? ''}</span>
      </div>
    );
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white text-sm">
      {side('home')}
      <div className="border-t border-slate-100" />
      {side('away')}
      {match.status === 'live' && (
        <p className="border-t border-slate-100 px-3 py-1 text-xs font-semibold text-red-700">
          <span aria-hidden="true">● </span>Live
        </p>
      )}
      {match.status === 'scheduled' && match.startsAt && (
        <p className="border-t border-slate-100 px-3 py-1 text-xs text-slate-600">{formatScheduleTime(match.startsAt, timeZone)}</p>
      )}
      {shownNote && <p className="border-t border-slate-100 px-3 py-1 text-xs font-medium text-slate-700">{shownNote}</p>}
    </div>
  );
}

type Swiss = NonNullable<StandingsAnswer['swiss']>;

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** Chess writes half points as ½ (2.5 reads '2½'); Sonneborn-Berger can add quarters (1.25 reads '1¼'). */
function halfPoints(value: number): string {
  const whole = Math.floor(value);
  const fraction = FRACTIONS[value - whole];
  if (!fraction) return String(value);
  return whole === 0 ? fraction : `${whole}${fraction}`;
}

/** A Swiss's table: points, Buchholz and Sonneborn-Berger; played, won, drawn and lost from 640 px. */
function SwissTable({ swiss }: { swiss: Swiss }) {
  const cell = 'px-1.5 py-2 text-right tabular-nums sm:px-2';
  const ties = swiss.rows.flatMap((row, index) => {
    const next = swiss.rows[index + 1];
    if (!next || row.decidedBy === null || row.decidedBy === 'points') return [];
    const how = row.decidedBy === 'seed' ? 'on seeding (level on every tie-break)' : `on ${row.decidedBy}`;
    return [{ key: `${row.team.id}-${next.team.id}`, text: `${row.team.name} ahead of ${next.team.name} ${how}` }];
  });
  const status = swiss.complete ? `final after ${swiss.rounds} rounds` : `round ${swiss.roundsPaired} of ${swiss.rounds}`;
  return (
    <div>
      <h3 className="text-sm font-bold text-slate-700">
        Swiss table <span className="font-normal text-slate-500">({status})</span>
      </h3>
      <div role="region" aria-label="Swiss table" tabIndex={0} className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Swiss table: ranked by points, then Buchholz (the opponents' points), then Sonneborn-Berger; tie-breaks are listed under the
            table
          </caption>
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                #
              </th>
              <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                Player
              </th>
              <th scope="col" className={`${cell} ${WIDE_ONLY}`}>
                <abbr title="Played">P</abbr>
              </th>
              <th scope="col" className={`${cell} ${WIDE_ONLY}`}>
                <abbr title="Won">W</abbr>
              </th>
              <th scope="col" className={`${cell} ${WIDE_ONLY}`}>
                <abbr title="Drawn">D</abbr>
              </th>
              <th scope="col" className={`${cell} ${WIDE_ONLY}`}>
                <abbr title="Lost">L</abbr>
              </th>
              <th scope="col" className={cell}>
                <abbr title="Points">Pts</abbr>
              </th>
              <th scope="col" className={cell}>
                <abbr title="Buchholz: the opponents' points">Bh</abbr>
              </th>
              <th scope="col" className={cell}>
                <abbr title="Sonneborn-Berger: points of opponents beaten, half of those drawn with">SB</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {swiss.rows.map((row) => (
              <tr key={row.team.id} className="border-b border-slate-100 last:border-0">
                <td className="px-1.5 py-2 tabular-nums text-slate-500 sm:px-2">{row.rank}</td>
                <th scope="row" className="break-words px-1.5 py-2 text-left font-semibold sm:px-2">
                  {row.team.name}
                  {row.byes > 0 && <span className="ml-1 text-xs font-normal text-slate-500">(bye)</span>}
                </th>
                <td className={`${cell} ${WIDE_ONLY}`}>{row.played}</td>
                <td className={`${cell} ${WIDE_ONLY}`}>{row.won}</td>
                <td className={`${cell} ${WIDE_ONLY}`}>{row.drawn}</td>
                <td className={`${cell} ${WIDE_ONLY}`}>{row.lost}</td>
                <td className={`${cell} font-bold`}>{halfPoints(row.points)}</td>
                <td className={cell}>{halfPoints(row.buchholz)}</td>
                <td className={cell}>{halfPoints(row.sonnebornBerger)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ties.length > 0 && (
        <div className="mt-2 text-xs text-slate-600">
          <p className="font-semibold">Level on points, by Buchholz then Sonneborn-Berger:</p>
          <ul aria-label="Swiss tie-breaks" className="mt-0.5 space-y-0.5">
            {ties.map((tie) => (
              <li key={tie.key}>{tie.text}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Each round's pairings (home first: White in chess), with who sat out; the newest round first. */
function SwissPairings({ swiss, timeZone }: { swiss: Swiss; timeZone: string }) {
  const rounds = [...swiss.pairings].reverse();
  return (
    <div>
      <h3 className="text-sm font-bold text-slate-700">Pairings</h3>
      {!swiss.complete && swiss.roundsPaired < swiss.rounds && (
        <p className="mt-1 text-xs text-slate-600">
          Round {swiss.roundsPaired + 1} is paired once round {swiss.roundsPaired} is finished.
        </p>
      )}
      <ol aria-label="Swiss rounds" className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rounds.map((round) => (
          <li key={round.round}>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Round {round.round}</h4>
            <ul className="mt-2 space-y-2">
              {round.fixtures.map((match) => (
                <li key={match.id ?? match.position}>
                  <BracketMatch match={match} timeZone={timeZone} />
                </li>
              ))}
              {round.bye && (
                <li className="rounded-xl border border-dashed border-slate-300 px-3 py-1.5 text-sm">
                  {round.bye.name} <span className="text-slate-500">· bye (1 point)</span>
                </li>
              )}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

const ordinal = (place: number) => {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th');
  return `${place}${suffix}`;
};

/** A double elimination's standings by elimination round: who is still in, then the places and where each went out. */
function EliminationTable({ rows }: { rows: NonNullable<StandingsAnswer['elimination']> }) {
  const shared = (place: number) => rows.filter((row) => row.place === place).length > 1;
  return (
    <div>
      <h3 className="text-sm font-bold text-slate-700">Standings by elimination round</h3>
      <div role="region" aria-label="Standings by elimination round" tabIndex={0} className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                Place
              </th>
              <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                Team
              </th>
              <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                Out in
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.team.id} className="border-b border-slate-100 last:border-0">
                <td className="px-1.5 py-2 tabular-nums text-slate-600 sm:px-2">
                  {row.place === 0 ? 'Still in' : `${shared(row.place) ? '=' : ''}${ordinal(row.place)}`}
                </td>
                <th scope="row" className="break-words px-1.5 py-2 text-left font-semibold sm:px-2">
                  {row.team.name}
                </th>
                <td className="px-1.5 py-2 text-slate-600 sm:px-2">{row.place === 1 ? 'Champion' : (row.eliminatedIn ?? '—')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
