import { describe, expect, it } from 'vitest';
import { describeFinalScore, lacksAWinner } from './final-score-question';

const match = (round: string) => ({ round, homeName: 'Anand', awayName: 'Meera' });

describe('the final-score question for the new formats (issue 31)', () => {
  it("a double elimination's rounds are knockout rounds: a winner moves on, a draw is refused", () => {
    expect(describeFinalScore(match("Winners' round 1"), { home: 3, away: 1 })).toBe('Final 3–1 — Anand moves on');
    expect(describeFinalScore(match("Losers' round 2"), { home: 1, away: 3 })).toBe('Final 1–3 — Meera moves on');
    expect(lacksAWinner(match("Losers' final"), { home: 2, away: 2 })).toBe(true);
  });

  it('the grand final says when a reset match follows', () => {
    expect(describeFinalScore(match('Grand final'), { home: 3, away: 0 })).toBe('Final 3–0 — Anand wins the title');
    expect(describeFinalScore(match('Grand final'), { home: 0, away: 3 })).toBe(
      'Final 0–3 — Meera wins; the reset match decides the title',
    );
    expect(describeFinalScore(match('Grand final reset'), { home: 0, away: 3 })).toBe('Final 0–3 — Meera wins the title');
  });

  it('a Swiss round counts in the table and may be drawn', () => {
    expect(describeFinalScore(match('Round 2'), { home: 1, away: 1 })).toBe('Final 1–1 — a draw; the table counts it');
    expect(lacksAWinner(match('Round 2'), { home: 1, away: 1 })).toBe(false);
  });
});
