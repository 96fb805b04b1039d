// The staff feature's public face: other features import from here, never a file inside (issue 18).
export { staffKeys } from './api/query-keys';
export { DECIDED_BY_LABELS, ScoreCard, type ScoreCardFixture } from './components/score-card';
export { MatchResult } from './components/match-result';
