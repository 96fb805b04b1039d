import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';

/** The sides' names and the round, as the score card knows them. */
export interface FinalScoreMatch {
  round: string;
  homeName: string;
  awayName: string;
}

/** The score about to be saved as final: what the card would send. */
export type FinalScore = Pick<ScoreRequest, 'home' | 'away' | 'decidedBy' | 'shootout' | 'winner'>;

// Knockout rounds as the draw names them ('Final', 'Semi-final', 'Quarter-final', 'Round of 16',
// 'Third place', and a double elimination's "Winners' round 1", "Losers' final", 'Grand final'); a
// league, group or Swiss round is 'Round 2' or an admin's 'Group'.
const KNOCKOUT_ROUND = /final|round of|third place|winners'|losers'/i;

/** Who wins a final score, or null for a draw (a shoot-out or a walkover decides a level score). */
export function winnerOf(score: FinalScore): 'home' | 'away' | null {
  if (score.decidedBy === 'walkover' || score.decidedBy === 'abandoned') return score.winner ?? null;
  if (score.home !== score.away) return score.home > score.away ? 'home' : 'away';
  if (score.decidedBy === 'penalties' && score.shootout && score.shootout.home !== score.shootout.away) {
    return score.shootout.home > score.shootout.away ? 'home' : 'away';
  }
  return null;
}

/** A level score in a knockout round: the server refuses it as final, so it cannot be confirmed. */
export function lacksAWinner(match: Pick<FinalScoreMatch, 'round'>, score: FinalScore): boolean {
  return KNOCKOUT_ROUND.test(match.round) && winnerOf(score) === null;
}

/**
 * The one sentence staff read before a score becomes final (issue 30): the result and what follows
 * from it, naming the winner ('Final 2–0 — Globex moves on'; 'Final 1–1 — a draw; the table counts it').
 */
export function describeFinalScore(match: FinalScoreMatch, score: FinalScore): string {
  const isWalkover = score.decidedBy === 'walkover' || score.decidedBy === 'abandoned';
  const shootout = score.decidedBy === 'penalties' && score.shootout ? ` (penalties ${score.shootout.home}–${score.shootout.away})` : '';
  const extraTime = score.decidedBy === 'extra_time' ? ' after extra time' : '';
  const result = isWalkover
    ? score.decidedBy === 'walkover'
      ? 'Walkover'
      : 'Abandoned'
    : `Final ${score.home}–${score.away}${extraTime}${shootout}`;
  const side = winnerOf(score);
  const winnerName = side === 'home' ? match.homeName : side === 'away' ? match.awayName : null;
  const isKnockout = KNOCKOUT_ROUND.test(match.round);
  // The server refuses a drawn knockout; saying so here saves a refused save at the venue.
  if (!winnerName) return `${result} — a draw${isKnockout ? ', but a knockout match needs a winner' : '; the table counts it'}`;
  if (!isKnockout) return `${result} — ${winnerName} wins; the table counts it`;
  if (/^final$/i.test(match.round.trim())) return `${result} — ${winnerName} wins the final`;
  // The grand final's away side comes from the losers' bracket: if it wins, a reset match decides the title.
  if (/^grand final$/i.test(match.round.trim())) {
    return side === 'away'
      ? `${result} — ${winnerName} wins; the reset match decides the title`
      : `${result} — ${winnerName} wins the title`;
  }
  if (/^grand final reset$/i.test(match.round.trim())) return `${result} — ${winnerName} wins the title`;
  if (/third place/i.test(match.round)) return `${result} — ${winnerName} takes third place`;
  return `${result} — ${winnerName} moves on`;
}
