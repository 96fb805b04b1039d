import type { Fixture } from '@podium/contracts/events/event-site';

/**
 * Why a finished match went the way it did when the score alone does not say it: a 2–2 knockout
 * with a winner reads 'Initech FC win 5–4 on penalties'. Null for a match decided in regular time.
 */
export function resultNote({
  decidedBy,
  shootout,
  winnerName,
  winnerIsHome,
}: {
  decidedBy: Fixture['decidedBy'];
  shootout: Fixture['shootout'];
  winnerName: string | null;
  winnerIsHome: boolean;
}): string | null {
  switch (decidedBy) {
    case 'penalties': {
      if (!winnerName) return 'Decided on penalties';
      if (!shootout) return `${winnerName} win on penalties`;
      const [won, lost] = winnerIsHome ? [shootout.home, shootout.away] : [shootout.away, shootout.home];
      return `${winnerName} win ${won}–${lost} on penalties`;
    }
    case 'extra_time':
      return winnerName ? `${winnerName} win after extra time` : 'After extra time';
    case 'walkover':
      return winnerName ? `${winnerName} win by walkover` : 'Walkover';
    case 'abandoned':
      return winnerName ? `Abandoned: awarded to ${winnerName}` : 'Abandoned';
    default:
      return null;
  }
}
