import { describe, expect, it } from 'vitest';
import { resultNote } from './result-note';

describe('resultNote: why a match went the way the score does not say', () => {
  it('gives the winner of a shoot-out with their score first, whichever side they were', () => {
    expect(resultNote({ decidedBy: 'penalties', shootout: { home: 4, away: 5 }, winnerName: 'Initech FC', winnerIsHome: false })).toBe(
      'Initech FC win 5–4 on penalties',
    );
    expect(resultNote({ decidedBy: 'penalties', shootout: { home: 5, away: 3 }, winnerName: 'Globex FC', winnerIsHome: true })).toBe(
      'Globex FC win 5–3 on penalties',
    );
  });

  it('says extra time, walkover and abandoned in words, and nothing for regular time', () => {
    expect(resultNote({ decidedBy: 'extra_time', shootout: null, winnerName: 'Acme', winnerIsHome: true })).toBe(
      'Acme win after extra time',
    );
    expect(resultNote({ decidedBy: 'walkover', shootout: null, winnerName: 'Acme', winnerIsHome: true })).toBe('Acme win by walkover');
    expect(resultNote({ decidedBy: 'abandoned', shootout: null, winnerName: null, winnerIsHome: false })).toBe('Abandoned');
    expect(resultNote({ decidedBy: 'regular', shootout: null, winnerName: 'Acme', winnerIsHome: true })).toBeNull();
    expect(resultNote({ decidedBy: null, shootout: null, winnerName: null, winnerIsHome: false })).toBeNull();
  });
});
