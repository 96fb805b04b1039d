import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { formatScheduleTime } from '../../../lib/format-date';
import { Button } from '../../../components/ui/button';
import { useAwardWalkover, useTellOpponentMissing, useWalkoverCandidates } from '../api/match-results';

/**
 * 'Award walkover?' (issue 16): matches past their start and the event's grace period where a side
 * has fewer players checked in than its sport needs. One tap awards the match to the side that is
 * there (the score call with `decidedBy: 'walkover'`, audited by the API).
 */
export function WalkoverPanel({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const candidates = useWalkoverCandidates(eventId);
  const award = useAwardWalkover(eventId);
  const tell = useTellOpponentMissing();
  if (!candidates.data || candidates.data.length === 0) return null;

  return (
    <section aria-labelledby="walkovers-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="walkovers-heading" className="text-lg font-semibold text-amber-950">
        Award walkover?
      </h2>
      <ul className="mt-2 space-y-3">
        {candidates.data.map((match) => {
          const short = [match.home, match.away].filter((side) => side.checkedIn < side.required);
          return (
            <li key={match.fixtureId} className="rounded-lg border border-amber-200 bg-white p-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {match.sport} · {match.category} · {match.round} · {formatScheduleTime(match.startsAt, timeZone)} · {match.venue}
              </p>
              <p className="mt-1 font-semibold">
                {match.home.name} v {match.away.name}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {short
                  .map(
                    (side) =>
                      `${side.name}: ${side.checkedIn} of ${side.required} ${side.required === 1 ? 'player' : 'players'} checked in`,
                  )
                  .join(' · ')}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {(['home', 'away'] as const)
                  .filter((winner) => match.suggestedWinner === null || match.suggestedWinner === winner)
                  .map((winner) => (
                    <Button
                      key={winner}
                      disabled={award.isPending}
                      onClick={() =>
                        award.mutate(
                          { fixtureId: match.fixtureId, winner },
                          {
                            onSuccess: () => toast.success('Walkover awarded.'),
                            onError: (error) =>
                              toast.error(errorMessage(error, { fallback: 'The walkover could not be saved. Please try again.' })),
                          },
                        )
                      }
                    >
                      Award walkover to {match[winner].name}
                    </Button>
                  ))}
                {match.suggestedWinner && (
                  <Button
                    variant="secondary"
                    disabled={tell.isPending}
                    onClick={() =>
                      tell.mutate(
                        { fixtureId: match.fixtureId, teamId: match[match.suggestedWinner!].teamId },
                        {
                          onSuccess: (answer) => toast.success(answer.message),
                          onError: (error) =>
                            toast.error(errorMessage(error, { fallback: 'The message could not be sent. Please try again.' })),
                        },
                      )
                    }
                  >
                    Tell {match[match.suggestedWinner].name} their opponent is not here
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
