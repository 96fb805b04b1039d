/** A knockout fixture as medals see it. */
export interface KnockoutResult {
  roundName: string;
  finished: boolean;
  homeTeamId: number | null;
  awayTeamId: number | null;
  winnerTeamId: number | null;
}

export interface MedalPlacing {
  teamId: number;
  place: 1 | 2 | 3;
}

function loserOf(match: KnockoutResult): number | null {
  if (!match.finished || match.winnerTeamId === null) return null;
  return match.winnerTeamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId;
}

/**
 * Medals that follow from knockout results: gold and silver once the final is finished; bronze to
 * the third-place winner once that match is finished, or to both semi-final losers when there is
 * no third-place match. Nothing is awarded for an unfinished match.
 */
export function knockoutMedals(matches: KnockoutResult[]): MedalPlacing[] {
  const final = matches.find((match) => match.roundName === 'Final');
  if (!final?.finished || final.winnerTeamId === null) return [];
  const medals: MedalPlacing[] = [{ teamId: final.winnerTeamId, place: 1 }];
  const runnerUp = loserOf(final);
  if (runnerUp !== null) medals.push({ teamId: runnerUp, place: 2 });
  const thirdPlace = matches.find((match) => match.roundName === 'Third place');
  if (thirdPlace) {
    if (thirdPlace.finished && thirdPlace.winnerTeamId !== null) medals.push({ teamId: thirdPlace.winnerTeamId, place: 3 });
  } else {
    for (const semi of matches.filter((match) => match.roundName === 'Semi-final')) {
      const loser = loserOf(semi);
      if (loser !== null) medals.push({ teamId: loser, place: 3 });
    }
  }
  return medals;
}
