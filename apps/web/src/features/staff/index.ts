// The staff feature's public face: other features import from here, never a file inside (issue 18).
export { staffKeys } from './api/query-keys';
export { ScoreCard } from './components/score-card';
export { DECIDED_BY_LABELS, type ScoreCardFixture } from './components/score-card-fixture';
export { MatchResult } from './components/match-result';
