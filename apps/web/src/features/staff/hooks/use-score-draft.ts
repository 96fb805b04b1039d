import { useState } from 'react';
import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';
import { isScoredBySets, SET_SPORT_RESULTS, type ScoreCardFixture, type ScorePair } from '../components/score-card-fixture';

/** A score typed as a whole number, or undefined while the field is empty or not a number. */
const toPoints = (value: string) => (/^\d{1,4}$/.test(value) ? Number(value) : undefined);
const asPair = (score: { home: number; away: number }): ScorePair => ({ home: String(score.home), away: String(score.away) });

/**
 * The score a card is being filled in with, starting from what the match has stored: the boxes as
 * typed, the match score worked out from them (sets won, for a set sport), whether it is complete
 * enough to send, and the request it would send.
 */
export function useScoreDraft(fixture: ScoreCardFixture) {
  const [home, setHome] = useState(fixture.homeScore ?? '');
  const [away, setAway] = useState(fixture.awayScore ?? '');
  const isSetSport = isScoredBySets(fixture.sport.name);
  const [sets, setSets] = useState<ScorePair[]>(
    fixture.sets?.length ? fixture.sets.map(asPair) : isSetSport ? [{ home: '', away: '' }] : [],
  );
  // A set sport stored with extra time or penalties (older data) starts from a choice it offers.
  const storedDecidedBy = fixture.decidedBy ?? 'regular';
  const [decidedBy, setDecidedBy] = useState<NonNullable<ScoreRequest['decidedBy']>>(
    isSetSport && !SET_SPORT_RESULTS.has(storedDecidedBy) ? 'regular' : storedDecidedBy,
  );
  const [shootout, setShootout] = useState<ScorePair>(fixture.shootout ? asPair(fixture.shootout) : { home: '', away: '' });
  const [winner, setWinner] = useState<'home' | 'away'>(fixture.winner ?? 'home');

  const setScores = sets.map((row) => ({ home: toPoints(row.home), away: toPoints(row.away) }));
  const playedSets = setScores.filter((row): row is { home: number; away: number } => row.home !== undefined && row.away !== undefined);
  const isBySets = playedSets.length > 0;
  // With sets, the match score is the sets each side won.
  const homePoints = isBySets ? playedSets.filter((row) => row.home > row.away).length : toPoints(home);
  const awayPoints = isBySets ? playedSets.filter((row) => row.away > row.home).length : toPoints(away);
  const isWalkover = decidedBy === 'walkover' || decidedBy === 'abandoned';
  const shootoutHome = toPoints(shootout.home);
  const shootoutAway = toPoints(shootout.away);
  const isComplete =
    (isWalkover || (homePoints !== undefined && awayPoints !== undefined)) &&
    (decidedBy !== 'penalties' || (shootoutHome !== undefined && shootoutAway !== undefined));

  const requestFor = (status: ScoreRequest['status']): ScoreRequest => ({
    status,
    home: homePoints ?? 0,
    away: awayPoints ?? 0,
    ...(isBySets ? { sets: playedSets } : {}),
    ...(decidedBy !== 'regular' ? { decidedBy } : {}),
    ...(decidedBy === 'penalties' ? { shootout: { home: shootoutHome!, away: shootoutAway! } } : {}),
    ...(isWalkover ? { winner } : {}),
  });

  return {
    home,
    setHome,
    away,
    setAway,
    isSetSport,
    sets,
    setSets,
    decidedBy,
    setDecidedBy,
    shootout,
    setShootout,
    winner,
    setWinner,
    isBySets,
    homePoints,
    awayPoints,
    isWalkover,
    isComplete,
    requestFor,
  };
}
