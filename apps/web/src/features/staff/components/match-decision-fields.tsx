import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';
import { NativeSelect, TextInput } from '../../../components/ui/controls';
import type { ResultType, ScorePair } from './score-card-fixture';

type DecidedBy = NonNullable<ScoreRequest['decidedBy']>;

/**
 * How a match was decided: the "Decided by" list, the shoot-out score when it went to penalties,
 * and the winner when it was a walkover or abandoned (no score decides those).
 */
export function MatchDecisionFields({
  resultTypes,
  decidedBy,
  onDecidedByChange,
  shootout,
  onShootoutChange,
  winner,
  onWinnerChange,
  homeName,
  awayName,
}: {
  resultTypes: ResultType[];
  decidedBy: DecidedBy;
  onDecidedByChange: (decidedBy: DecidedBy) => void;
  shootout: ScorePair;
  onShootoutChange: (shootout: ScorePair) => void;
  winner: 'home' | 'away';
  onWinnerChange: (winner: 'home' | 'away') => void;
  homeName: string;
  awayName: string;
}) {
  const small = 'w-16 text-center font-semibold tabular-nums';
  const isWalkover = decidedBy === 'walkover' || decidedBy === 'abandoned';
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <label className="flex flex-col text-sm">
        Decided by
        <NativeSelect value={decidedBy} onChange={(change) => onDecidedByChange(change.target.value as DecidedBy)}>
          {resultTypes.map((type) => (
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
              onChange={(change) => onShootoutChange({ ...shootout, home: change.target.value })}
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
              onChange={(change) => onShootoutChange({ ...shootout, away: change.target.value })}
              className={small}
            />
          </label>
        </fieldset>
      )}
      {isWalkover && (
        <label className="flex flex-col text-sm">
          Winner
          <NativeSelect value={winner} onChange={(change) => onWinnerChange(change.target.value as 'home' | 'away')}>
            <option value="home">{homeName}</option>
            <option value="away">{awayName}</option>
          </NativeSelect>
        </label>
      )}
    </div>
  );
}
