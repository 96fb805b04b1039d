import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/controls';
import type { ScorePair } from './score-card-fixture';

/**
 * Points by set for a set sport: one row of two boxes per set, a note that the match score is the
 * sets won (the match boxes point to it by `sets-note-<matchId>`), and "Add a set" while `canAddSet`.
 */
export function SetScoresFieldset({
  matchId,
  sets,
  homeName,
  awayName,
  canAddSet,
  onChange,
}: {
  matchId: number;
  sets: ScorePair[];
  homeName: string;
  awayName: string;
  canAddSet: boolean;
  onChange: (sets: ScorePair[]) => void;
}) {
  const small = 'w-16 text-center font-semibold tabular-nums';
  const change = (index: number, side: keyof ScorePair, value: string) =>
    onChange(sets.map((set, i) => (i === index ? { ...set, [side]: value } : set)));
  return (
    <>
      {sets.length > 0 && (
        <fieldset className="mt-3 border-t border-slate-100 pt-2">
          <legend className="text-sm font-semibold">Points by set</legend>
          <p id={`sets-note-${matchId}`} className="text-xs text-slate-600">
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
                  onChange={(event) => change(index, 'home', event.target.value)}
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
                  onChange={(event) => change(index, 'away', event.target.value)}
                  className={small}
                />
              </li>
            ))}
          </ol>
        </fieldset>
      )}
      {canAddSet && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...sets, { home: '', away: '' }])} className="mt-2">
          Add a set
        </Button>
      )}
    </>
  );
}
