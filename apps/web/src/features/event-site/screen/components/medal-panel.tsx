import type { MedalRow } from '@podium/contracts/events/event-site';
import { SCREEN_LIMITS } from '../screen-boards';

const MEDALS = [
  { key: 'gold', label: 'Gold', tint: 'bg-amber-400 text-slate-950' },
  { key: 'silver', label: 'Silver', tint: 'bg-slate-300 text-slate-950' },
  { key: 'bronze', label: 'Bronze', tint: 'bg-orange-400 text-slate-950' },
] as const;

/** The medal tally's leading companies (the whole event's: medals are not counted per venue). */
export function MedalPanel({ rows }: { rows: MedalRow[] }) {
  const shown = rows.slice(0, SCREEN_LIMITS.medalRows);
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Medal tally by company</caption>
      <thead className="text-[0.7em] uppercase tracking-wide text-slate-300">
        <tr>
          <th scope="col" className="w-[3em] py-[0.2em] pr-[0.5em] sm:w-[4.5em]">
            Rank
          </th>
          <th scope="col" className="py-[0.2em]">
            Company
          </th>
          {MEDALS.map((medal) => (
            <th key={medal.key} scope="col" className="w-[2.5em] py-[0.2em] text-center sm:w-[4.5em]">
              {/* A phone has room for the initial only. */}
              <span aria-hidden="true" className="sm:hidden">
                {medal.label[0]}
              </span>
              <span className="sr-only sm:not-sr-only">{medal.label}</span>
            </th>
          ))}
          <th scope="col" className="w-[3em] py-[0.2em] text-center sm:w-[4.5em]">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-white/10">
        {shown.map((row) => (
          <tr key={row.company.id} className="text-[1.1em]">
            <td className="py-[0.3em] font-extrabold tabular-nums">{row.rank}</td>
            <td className="truncate py-[0.3em] font-bold">{row.company.name}</td>
            {MEDALS.map((medal) => (
              <td key={medal.key} className="py-[0.3em] text-center">
                <span
                  className={`inline-flex min-w-[1.8em] justify-center rounded-full px-[0.3em] font-extrabold tabular-nums ${row[medal.key] > 0 ? medal.tint : 'text-slate-500'}`}
                >
                  {row[medal.key]}
                </span>
              </td>
            ))}
            <td className="py-[0.3em] text-center font-extrabold tabular-nums">{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
