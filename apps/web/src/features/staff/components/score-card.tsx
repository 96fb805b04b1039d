import { useState } from 'react';
import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/controls';
import { useSaveScore } from '../api/match-results';
import { useScoreDraft } from '../hooks/use-score-draft';
import { FinalScoreDialog } from './final-score-dialog';
import { describeFinalScore, lacksAWinner } from './final-score-question';
import { MatchDecisionFields } from './match-decision-fields';
import { ScoreCardHeading } from './score-card-heading';
import { MAX_SETS, resultTypesFor, type ScoreCardFixture } from './score-card-fixture';
import { SetScoresFieldset } from './set-scores-fieldset';

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
  const [openedAt] = useState(() => Date.now());
  const draft = useScoreDraft(fixture);
  const save = useSaveScore(eventId, fixture.id);
  const [isConfirmingFinal, setIsConfirmingFinal] = useState(false);
  const { isBySets, isComplete } = draft;

  const submit = (status: ScoreRequest['status']) => {
    if (!isComplete) return;
    const request = draft.requestFor(status);
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
  const homeName = fixture.home!.name;
  const awayName = fixture.away!.name;
  const scoreBox = (side: 'home' | 'away', name: string) => (
    <>
      <label htmlFor={`${side}-${fixture.id}`} className="min-w-0 break-words font-semibold leading-snug">
        {name}
      </label>
      <TextInput
        inline
        id={`${side}-${fixture.id}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        value={isBySets ? String(side === 'home' ? draft.homePoints : draft.awayPoints) : draft[side]}
        readOnly={isBySets}
        aria-describedby={isBySets ? `sets-note-${fixture.id}` : undefined}
        onChange={(change) => (side === 'home' ? draft.setHome : draft.setAway)(change.target.value)}
        className={field}
      />
    </>
  );

  return (
    <form
      aria-label={`Score: ${homeName} v ${awayName}`}
      className="h-full rounded-lg border border-slate-200 p-3"
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        submit('live');
      }}
    >
      <ScoreCardHeading fixture={fixture} timeZone={timeZone} openedAt={openedAt} />
      <div className="mt-2 grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2">
        {scoreBox('home', homeName)}
        {scoreBox('away', awayName)}
      </div>
      <SetScoresFieldset
        matchId={fixture.id}
        sets={draft.sets}
        homeName={homeName}
        awayName={awayName}
        canAddSet={draft.isSetSport && draft.sets.length < MAX_SETS}
        onChange={draft.setSets}
      />
      <MatchDecisionFields
        resultTypes={resultTypesFor(draft.isSetSport)}
        decidedBy={draft.decidedBy}
        onDecidedByChange={draft.setDecidedBy}
        shootout={draft.shootout}
        onShootoutChange={draft.setShootout}
        winner={draft.winner}
        onWinnerChange={draft.setWinner}
        homeName={homeName}
        awayName={awayName}
      />
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
          question={describeFinalScore({ round: fixture.round, homeName, awayName }, draft.requestFor('finished'))}
          matchName={`${homeName} v ${awayName}`}
          isBusy={save.isPending}
          canConfirm={!lacksAWinner(fixture, draft.requestFor('finished'))}
          onConfirm={() => submit('finished')}
          onCancel={() => setIsConfirmingFinal(false)}
        />
      )}
    </form>
  );
}
