import { describe, expect, it } from 'vitest';
import { rankMedalTally } from './medal-tally';

const placing = (companyId: number, place: number) => ({ companyId, companyName: `Company ${String.fromCharCode(64 + companyId)}`, place });

describe('rankMedalTally', () => {
  it('is empty when no results are in yet', () => {
    expect(rankMedalTally([])).toEqual([]);
  });

  it('ranks by gold first, then silver, then bronze', () => {
    const table = rankMedalTally([
      placing(1, 2),
      placing(1, 2),
      placing(1, 2), // A: 0 gold, 3 silver
      placing(2, 1), // B: 1 gold
      placing(3, 3),
      placing(3, 2), // C: 1 silver, 1 bronze
      placing(4, 2),
      placing(4, 3),
      placing(4, 3), // D: 1 silver, 2 bronze
    ]);
    expect(table.map((row) => [row.company.name, row.rank, row.gold, row.silver, row.bronze, row.total])).toEqual([
      ['Company B', 1, 1, 0, 0, 1],
      ['Company A', 2, 0, 3, 0, 3],
      ['Company D', 3, 0, 1, 2, 3],
      ['Company C', 4, 0, 1, 1, 2],
    ]);
  });

  it('lets companies level on all three medals share a place and skips the next', () => {
    const table = rankMedalTally([placing(2, 1), placing(1, 1), placing(3, 3)]);
    expect(table.map((row) => [row.company.name, row.rank])).toEqual([
      ['Company A', 1],
      ['Company B', 1],
      ['Company C', 3],
    ]);
  });

  it('ignores places outside the podium', () => {
    expect(rankMedalTally([placing(1, 4)])).toEqual([]);
  });
});
