/** One final placing of a company's team (1 gold, 2 silver, 3 bronze). */
export interface CompanyPlacing {
  companyId: number;
  companyName: string;
  place: number;
}

export interface MedalTallyRow {
  rank: number;
  company: { id: number; name: string };
  gold: number;
  silver: number;
  bronze: number;
  total: number;
}

/**
 * Medals per company from final placings, ranked by golds, then silvers, then bronzes. Companies
 * level on all three share a place and the next place is skipped (1, 1, 3), as in Olympic tables;
 * within a shared place companies are listed by name. No placings yet: an empty table.
 */
export function rankMedalTally(placings: CompanyPlacing[]): MedalTallyRow[] {
  const byCompany = new Map<number, MedalTallyRow>();
  for (const placing of placings) {
    if (placing.place < 1 || placing.place > 3) continue;
    const row = byCompany.get(placing.companyId) ?? {
      rank: 0,
      company: { id: placing.companyId, name: placing.companyName },
      gold: 0,
      silver: 0,
      bronze: 0,
      total: 0,
    };
    if (placing.place === 1) row.gold++;
    if (placing.place === 2) row.silver++;
    if (placing.place === 3) row.bronze++;
    row.total++;
    byCompany.set(placing.companyId, row);
  }
  const rows = [...byCompany.values()].sort(
    (a, b) => b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.company.name.localeCompare(b.company.name),
  );
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    const isTied = previous && previous.gold === row.gold && previous.silver === row.silver && previous.bronze === row.bronze;
    row.rank = isTied ? previous.rank : index + 1;
  });
  return rows;
}
