import { useState } from 'react';
import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';
import { MatchResult } from './match-result';
import { winnerOf } from './final-score-question';
import { ScoreCard } from './score-card';
import type { ScoreCardFixture } from './score-card-fixture';

/** The match as it reads once `saved` is stored: the event site's copy may still be the older one. */
function withSavedScore(fixture: ScoreCardFixture, saved: ScoreRequest): ScoreCardFixture {
  return {
    ...fixture,
    status: saved.status,
    homeScore: String(saved.home),
    awayScore: String(saved.away),
    sets: saved.sets ?? null,
    decidedBy: saved.decidedBy ?? 'regular',
    shootout: saved.shootout ?? null,
    winner: winnerOf(saved),
  };
}

const versionOf = (fixture: ScoreCardFixture) =>
  [fixture.status, fixture.homeScore, fixture.awayScore, fixture.winner, fixture.decidedBy].join(':');

/**
 * One match on the staff console (issue 30): the score card until the final score is confirmed,
 * then the result with 'Correct the score', which opens the card again filled in. What was just
 * saved shows at once, before the event's fixtures are read again.
 */
export function MatchScore({
  fixture,
  eventId,
  timeZone,
  onFinished,
}: {
  fixture: ScoreCardFixture;
  eventId: number;
  timeZone: string;
  /** Called when a final score is saved here, so the list keeps showing this match. */
  onFinished?: (fixtureId: number) => void;
}) {
  // What was saved, over the copy of the match it was saved on: once the event's fixtures are read
  // again (the copy changes), they are the truth.
  const [saved, setSaved] = useState<{ request: ScoreRequest; over: string } | null>(null);
  const [isCorrecting, setIsCorrecting] = useState(false);
  const current = saved && saved.over === versionOf(fixture) ? withSavedScore(fixture, saved.request) : fixture;
  if (current.status === 'finished' && !isCorrecting) {
    return <MatchResult fixture={current} timeZone={timeZone} onCorrect={() => setIsCorrecting(true)} />;
  }
  return (
    <ScoreCard
      key={`${current.status}:${current.homeScore}:${current.awayScore}`}
      fixture={current}
      eventId={eventId}
      timeZone={timeZone}
      onSaved={(request) => {
        setSaved({ request, over: versionOf(fixture) });
        setIsCorrecting(false);
        if (request.status === 'finished') onFinished?.(fixture.id);
      }}
    />
  );
}
