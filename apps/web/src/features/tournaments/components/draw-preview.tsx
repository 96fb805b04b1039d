import { plural } from '../../../lib/plural';
import type { DrawAnswer } from '@podium/contracts/tournaments/tournaments';

/** The draw as it would be (preview) or was written: groups with their teams, then each round's matches. */
export function DrawPreview({ answer }: { answer: DrawAnswer }) {
  const rounds = new Map<string, DrawAnswer['fixtures']>();
  for (const fixture of answer.fixtures) {
    const key = `${fixture.stage === 'group' && fixture.group !== null ? `Group ${fixture.group} · ` : ''}${fixture.roundName}`;
    // A double elimination's round names already say the bracket ('Losers' round 2').
    rounds.set(key, [...(rounds.get(key) ?? []), fixture]);
  }
  return (
    <section aria-label={answer.dryRun ? 'Draw preview' : 'Draw written'} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="text-sm font-semibold">
        {answer.dryRun ? 'Preview: nothing is written yet.' : 'Drawn.'} {plural(answer.fixtures.length, 'match', 'matches')} · seed{' '}
        {answer.seed}
        {answer.groups.length > 0 && <> · tie-breakers: {answer.tieBreakers.preset.toUpperCase()}</>}
      </p>
      {answer.rounds !== null && (
        <p className="mt-1 text-sm">
          A Swiss of {plural(answer.rounds, 'round', 'rounds')}: round 1 is paired now, each next round once the one before is finished.
          {answer.byes.map((bye) => (
            <span key={bye.round}>
              {' '}
              {bye.team.name} sits out round {bye.round} (a bye, scored as a win).
            </span>
          ))}
        </p>
      )}
      {answer.companyMeetings.length > 0 && (
        <div className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          <p className="font-semibold">Colleagues who still meet (unavoidable):</p>
          <ul aria-label="Unavoidable company meetings" className="mt-1 list-disc pl-5">
            {answer.companyMeetings.map((meeting) => (
              <li key={`${meeting.where}-${meeting.company.id}`}>
                {meeting.where}: {meeting.teams.map((team) => team.name).join(', ')} ({meeting.reason})
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer.groups.length > 1 && (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {answer.groups.map((group) => (
            <li key={group.name} className="text-sm">
              <span className="font-semibold">Group {group.name}:</span> {group.teams.map((team) => team.name).join(', ')}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[...rounds.entries()].map(([round, fixtures]) => (
          <div key={round}>
            <h4 className="text-xs font-bold uppercase tracking-wide text-slate-600">{round}</h4>
            <ul className="mt-1 space-y-1 text-sm">
              {fixtures.map((fixture) => (
                <li key={`${fixture.stage}-${fixture.group}-${fixture.round}-${fixture.position}`} className="rounded bg-white px-2 py-1">
                  {fixture.home.team?.name ?? fixture.home.label} <span className="text-slate-500">v</span>{' '}
                  {fixture.away.team?.name ?? fixture.away.label}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
