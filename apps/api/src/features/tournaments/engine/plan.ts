/** Where a fixture's side comes from: a known team, a group place, or an earlier match. */
export type SlotSource =
  | { kind: 'team'; teamId: number }
  | { kind: 'group'; group: string; place: number }
  | { kind: 'winner'; match: string }
  | { kind: 'loser'; match: string };

export type Side = 'home' | 'away';

/** One match of a draw before it is written: `key` names it inside the plan. */
export interface PlannedMatch {
  key: string;
  stage: 'group' | 'knockout';
  group: string | null;
  /** 1-based within its stage (group round, or knockout round). */
  round: number;
  roundName: string;
  /** 1-based order within the round (bracket position for knockouts). */
  position: number;
  home: SlotSource;
  away: SlotSource;
  winnerTo: { match: string; side: Side } | null;
  loserTo: { match: string; side: Side } | null;
}

export interface PlannedGroup {
  name: string;
  teamIds: number[];
}

export interface DrawPlan {
  groups: PlannedGroup[];
  matches: PlannedMatch[];
  /** A knockout of teams: its seeds in bracket order (after any company separation). */
  knockoutSeeds?: number[];
  /** A Swiss: who sits out which round (an odd field). */
  byes?: { round: number; teamId: number }[];
}

/** Fills in winnerTo/loserTo from the sources that name an earlier match. */
export function linkForward(matches: PlannedMatch[]): PlannedMatch[] {
  const byKey = new Map(matches.map((match) => [match.key, match]));
  for (const match of matches) {
    for (const side of ['home', 'away'] as const) {
      const source = match[side];
      if (source.kind === 'winner') byKey.get(source.match)!.winnerTo = { match: match.key, side };
      if (source.kind === 'loser') byKey.get(source.match)!.loserTo = { match: match.key, side };
    }
  }
  return matches;
}
