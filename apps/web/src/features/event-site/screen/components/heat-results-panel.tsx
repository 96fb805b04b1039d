import { HEAT_LIMITS, laneMark, type ScreenHeat } from '../screen-heats';

/** The latest finished heats, side by side: place, lane, name, mark and Q / q, by place. */
export function HeatResultsPanel({ heats }: { heats: ScreenHeat[] }) {
  return (
    <div className={`grid grid-cols-1 content-start gap-[1em] ${heats.length > 1 ? 'lg:grid-cols-2' : ''}`}>
      {heats.map((heat) => {
        const shown = heat.lanes.slice(0, HEAT_LIMITS.lanes);
        const label = `${heat.title} · ${heat.name} results`;
        return (
          <section
            key={heat.key}
            aria-label={label}
            className="flex min-w-0 flex-col gap-[0.3em] rounded-[0.5em] bg-white/[0.06] p-[0.6em]"
          >
            <p className="truncate text-[0.7em] font-semibold text-slate-300">
              {heat.title} · {heat.venue}
            </p>
            <h3 className="text-[1.2em] font-extrabold leading-tight">{heat.name}</h3>
            <table aria-label={label} className="w-full table-fixed text-left">
              {/* Widths at the table's type size (a header's smaller type would shrink an em set on it). */}
              <colgroup>
                <col className="w-[2.6em]" />
                <col className="w-[2.4em]" />
                <col />
                <col className="w-[4.6em]" />
                <col className="w-[2em]" />
              </colgroup>
              <thead className="text-[0.6em] uppercase tracking-wide text-slate-300">
                <tr>
                  <th scope="col" className="py-[0.15em]">
                    Place
                  </th>
                  <th scope="col" className="py-[0.15em]">
                    Lane
                  </th>
                  <th scope="col" className="py-[0.15em]">
                    Name
                  </th>
                  <th scope="col" className="py-[0.15em] text-right">
                    Mark
                  </th>
                  <th scope="col" className="py-[0.15em] text-center">
                    <span aria-hidden="true">Q</span>
                    <span className="sr-only">Qualified</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/10">
                {shown.map((lane) => (
                  <tr key={lane.lane} className={lane.qualified ? 'text-white' : 'text-slate-300'}>
                    <td className="py-[0.2em] text-[1em] font-extrabold tabular-nums">{lane.place ?? '–'}</td>
                    <td className="py-[0.2em] text-[0.8em] tabular-nums text-slate-300">{lane.lane}</td>
                    <td className="truncate py-[0.2em] text-[1em] font-bold">{lane.entry.name}</td>
                    <td className="whitespace-nowrap py-[0.2em] pl-[0.4em] text-right text-[1em] font-extrabold tabular-nums">
                      {laneMark(lane)}
                    </td>
                    <td className="py-[0.2em] text-center">
                      {lane.qualified && (
                        <span
                          className={`inline-flex min-w-[1.4em] justify-center rounded-[0.25em] px-[0.2em] text-[0.85em] font-extrabold ${lane.qualified === 'Q' ? 'bg-emerald-400 text-slate-950' : 'bg-sky-300 text-slate-950'}`}
                        >
                          {lane.qualified}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {heat.lanes.length > shown.length && <p className="text-[0.65em] text-slate-300">+{heat.lanes.length - shown.length} more</p>}
          </section>
        );
      })}
      {heats.some((heat) => heat.lanes.some((lane) => lane.qualified)) && (
        <p className="text-[0.65em] text-slate-300 lg:col-span-2">Q: through by place in the heat · q: through by mark among the rest</p>
      )}
    </div>
  );
}
