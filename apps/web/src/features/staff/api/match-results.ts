import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  opponentMissingAnswerDataSchema,
  scoreAnswerSchema,
  walkoverCandidateSchema,
  type ScoreRequest,
} from '@podium/contracts/tournaments/tournaments';
import { fixtureSchema } from '@podium/contracts/events/event-site';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { eventSiteKeys } from '../../event-site';
import { staffKeys } from './query-keys';

/** The prompts follow check-ins and the clock: read again every minute while the console is open. */
const WALKOVER_REFRESH_MS = 60_000;

const walkoversAnswer = successEnvelope(walkoverCandidateSchema.array());
/** A saved score answers the match, its advance and the medals it decided, checked like a read. */
const scoreAnswer = successEnvelope(scoreAnswerSchema);
const fixturesAnswer = successEnvelope(fixtureSchema.array());
const opponentMissingAnswer = successEnvelope(opponentMissingAnswerDataSchema);

/** Other staff score other courts: the list is read again every half minute while the console is open. */
const FIXTURES_REFRESH_MS = 30_000;

/**
 * GET /staff/events/{id}/fixtures: the event's matches as the public list has them, but with
 * people's full names whatever the site shows the public (issue 31 §4).
 */
export function useStaffFixtures(eventId: number) {
  return useQuery({
    queryKey: staffKeys.fixtures(eventId),
    queryFn: async () => (await http.get(`/staff/events/${eventId}/fixtures`, { schema: fixturesAnswer })).data,
    refetchInterval: FIXTURES_REFRESH_MS,
  });
}

/** A saved score or walkover changes the event's fixtures, tables and medals: read them again. */
function useRefreshEventResults(eventId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: staffKeys.fixtures(eventId) });
    void queryClient.invalidateQueries({ queryKey: eventSiteKeys.fixtures(eventId) });
    void queryClient.invalidateQueries({ queryKey: eventSiteKeys.standings(eventId) });
    void queryClient.invalidateQueries({ queryKey: staffKeys.walkovers(eventId) });
  };
}

/** PUT /staff/fixtures/{id}/score: a live or final score (or how the match was decided). */
export function useSaveScore(eventId: number, fixtureId: number) {
  const refresh = useRefreshEventResults(eventId);
  return useMutation({
    mutationFn: (body: ScoreRequest) => http.put(`/staff/fixtures/${fixtureId}/score`, body, { schema: scoreAnswer }),
    onSuccess: refresh,
  });
}

/** Matches past their start and grace period with a side short of players (issue 16). */
export function useWalkoverCandidates(eventId: number) {
  return useQuery({
    queryKey: staffKeys.walkovers(eventId),
    queryFn: async () => (await http.get(`/staff/events/${eventId}/walkovers`, { schema: walkoversAnswer })).data,
    refetchInterval: WALKOVER_REFRESH_MS,
  });
}

/** Awards a match to the side that is there (the score call with `decidedBy: 'walkover'`). */
export function useAwardWalkover(eventId: number) {
  const refresh = useRefreshEventResults(eventId);
  return useMutation({
    mutationFn: (input: { fixtureId: number; winner: 'home' | 'away' }) =>
      http.put(
        `/staff/fixtures/${input.fixtureId}/score`,
        {
          status: 'finished',
          home: 0,
          away: 0,
          decidedBy: 'walkover',
          winner: input.winner,
        },
        { schema: scoreAnswer },
      ),
    onSuccess: refresh,
  });
}

/** Tells the side that is there that its opponent is missing. */
export function useTellOpponentMissing() {
  return useMutation({
    mutationFn: (input: { fixtureId: number; teamId: number }) =>
      http.post(`/staff/fixtures/${input.fixtureId}/opponent-missing`, { teamId: input.teamId }, { schema: opponentMissingAnswer }),
  });
}
