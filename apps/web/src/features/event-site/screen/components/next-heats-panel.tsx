import { formatCalendarDay, formatTimeOfDay, localDay } from '../../../../lib/format-date';
import { HEAT_LIMITS, type ScreenHeat } from '../screen-heats';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/** The heats coming up, earliest first: time, heat, venue and its start list by lane. */
export function NextHeatsPanel({ heats, timeZone, now }: { heats: ScreenHeat[]; timeZone: string; now: Date }) {
  const today = localDay(now.toISOString(), timeZone);
  return (
    <div
      className={`grid grid-cols-1 content-start gap-[1em] ${heats.length > 1 ? 'md:grid-cols-2' : ''} ${heats.length > 2 ? 'xl:grid-cols-3' : ''}`}
    >
      {heats.map((heat) => {
        const shown = heat.lanes.slice(0, HEAT_LIMITS.lanes);
        return (
          <section key={heat.key} aria-label={`${heat.title} · ${heat.name} start list`} className="flex min-w-0 flex-col gap-[0.3em]">
            <div className="flex items-baseline gap-[0.5em] border-b-2 border-white/20 pb-[0.2em]">
              <p className="shrink-0 whitespace-nowrap font-extrabold tabular-nums text-amber-300">
                {localDay(heat.startsAt, timeZone) !== today && (
                  <span className="mr-[0.3em] text-[0.65em] font-semibold">
                    {formatCalendarDay(localDay(heat.startsAt, timeZone), DAY)}
                  </span>
                )}
                {formatTimeOfDay(heat.startsAt, timeZone)}
              </p>
              <h3 className="min-w-0 truncate text-[1.1em] font-bold">{heat.name}</h3>
            </div>
            <p className="truncate text-[0.7em] text-slate-300">
              {heat.title} · {heat.venue}
            </p>
            {shown.length === 0 ? (
              <p className="text-[0.85em] text-slate-300">Lanes are drawn when the round before it is finished.</p>
            ) : (
              <ol className="flex flex-col">
                {shown.map((lane) => (
                  <li key={lane.lane} className="flex items-baseline gap-[0.5em] border-b border-white/10 py-[0.15em]">
                    <span className="w-[1.6em] shrink-0 text-right text-[0.8em] font-extrabold tabular-nums text-slate-300">
                      <span className="sr-only">Lane </span>
                      {lane.lane}
                    </span>
                    <span className="min-w-0 truncate text-[0.95em] font-bold">{lane.entry.name}</span>
                  </li>
                ))}
              </ol>
            )}
            {heat.lanes.length > shown.length && <p className="text-[0.65em] text-slate-300">+{heat.lanes.length - shown.length} more</p>}
          </section>
        );
      })}
    </div>
  );
}
