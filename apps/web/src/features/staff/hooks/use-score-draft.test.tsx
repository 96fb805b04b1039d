/** @vitest-environment happy-dom */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import type { ScoreCardFixture } from '../components/score-card-fixture';
import { useScoreDraft } from './use-score-draft';

const match = (sport: string, stored: Partial<ScoreCardFixture> = {}): ScoreCardFixture => ({
  id: 5,
  sport: { name: sport },
  round: 'Final',
  startsAt: '2026-11-24T10:00:00.000Z',
  isScheduled: true,
  status: 'scheduled',
  home: { name: 'Globex' },
  away: { name: 'Initech' },
  homeScore: null,
  awayScore: null,
  ...stored,
});

describe('the score a card is filled in with', () => {
  it('is incomplete until both sides have a score, then sends it', () => {
    const { result } = renderHook(() => useScoreDraft(match('Football')));
    expect(result.current.isSetSport).toBe(false);
    expect(result.current.sets).toEqual([]);
    expect(result.current.isComplete).toBe(false);
    act(() => result.current.setHome('2'));
    expect(result.current.isComplete).toBe(false);
    act(() => result.current.setAway('1'));
    expect(result.current.isComplete).toBe(true);
    expect(result.current.requestFor('live')).toEqual({ status: 'live', home: 2, away: 1 });
  });

  it('counts the sets won as the match score for a set sport', () => {
    const { result } = renderHook(() => useScoreDraft(match('Badminton')));
    expect(result.current.sets).toEqual([{ home: '', away: '' }]);
    act(() =>
      result.current.setSets([
        { home: '21', away: '15' },
        { home: '18', away: '21' },
        { home: '21', away: '9' },
      ]),
    );
    expect([result.current.homePoints, result.current.awayPoints]).toEqual([2, 1]);
    expect(result.current.requestFor('finished')).toEqual({
      status: 'finished',
      home: 2,
      away: 1,
      sets: [
        { home: 21, away: 15 },
        { home: 18, away: 21 },
        { home: 21, away: 9 },
      ],
    });
  });

  it('needs the shoot-out after penalties and only a winner after a walkover', () => {
    const { result } = renderHook(() => useScoreDraft(match('Football', { homeScore: '1', awayScore: '1' })));
    act(() => result.current.setDecidedBy('penalties'));
    expect(result.current.isComplete).toBe(false);
    act(() => result.current.setShootout({ home: '5', away: '4' }));
    expect(result.current.requestFor('finished')).toEqual({
      status: 'finished',
      home: 1,
      away: 1,
      decidedBy: 'penalties',
      shootout: { home: 5, away: 4 },
    });
    act(() => {
      result.current.setDecidedBy('walkover');
      result.current.setWinner('away');
      result.current.setHome('');
    });
    expect(result.current.isComplete).toBe(true);
    expect(result.current.requestFor('finished')).toEqual({ status: 'finished', home: 0, away: 1, decidedBy: 'walkover', winner: 'away' });
  });

  it('starts from what was stored, and a set sport stored with penalties starts from a choice it offers', () => {
    const { result } = renderHook(() =>
      useScoreDraft(match('Volleyball', { sets: [{ home: 25, away: 20 }], decidedBy: 'penalties', shootout: { home: 3, away: 2 } })),
    );
    expect(result.current.sets).toEqual([{ home: '25', away: '20' }]);
    expect(result.current.decidedBy).toBe('regular');
    expect(result.current.shootout).toEqual({ home: '3', away: '2' });
    expect(result.current.isBySets).toBe(true);
  });
});
