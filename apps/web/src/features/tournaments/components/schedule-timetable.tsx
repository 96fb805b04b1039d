import { formatDayHeading } from '../../../lib/format-date';
import type { Timetable, TimetableMatch } from '../schedule-timetable';

function MatchCell({ matches }: { matches: TimetableMatch[] }) {
  if (matches.length === 0) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-300">
          —
        </span>
        <span className="sr-only">Free</span>
      </>
    );
  }
  return (
    <>
      {matches.map((entry) => (
        <span key={entry.fixtureId} className="block">
          <span className="block font-medium">{entry.sides}</span>
          <span className="block text-xs text-slate-600">{entry.detail}</span>
        </span>
      ))}
    </>
  );
}

/**
 * A schedule as a timetable. From tablet width: a table per day, a column per venue and a row per
 * start time, so matches played at the same time sit side by side. On a phone a column per venue
 * does not fit: each venue is a heading with its matches in time order, which reads down one court
 * at a time (as a court marshal would) without sideways scrolling.
 */
export function ScheduleTimetable({ timetable }: { timetable: Timetable }) {
  if (timetable.days.length === 0) return null;
  return (
    <div className="mt-3 grid gap-4">
      {timetable.days.map(({ day, rows }) => (
        <div key={day}>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="mb-1 text-left font-semibold">{formatDayHeading(day)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="w-24 border-b border-slate-300 px-2 py-1 font-medium">
                    Time
                  </th>
                  {timetable.venues.map((venue) => (
                    <th key={venue.id} scope="col" className="border-b border-slate-300 px-2 py-1 font-medium">
                      {venue.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.startsAt} className="align-top">
                    <th scope="row" className="whitespace-nowrap border-b border-slate-200 px-2 py-2 font-medium">
                      {row.time}
                    </th>
                    {row.cells.map((matches, column) => (
                      <td key={timetable.venues[column]!.id} className="border-b border-slate-200 px-2 py-2">
                        <MatchCell matches={matches} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid gap-3 md:hidden">
            <h4 className="font-semibold">{formatDayHeading(day)}</h4>
            {timetable.venues.map((venue, column) => {
              const playing = rows.filter((row) => row.cells[column]!.length > 0);
              if (playing.length === 0) return null;
              return (
                <section key={venue.id} aria-label={`${venue.name}, ${formatDayHeading(day)}`}>
                  <h5 className="text-sm font-semibold text-slate-700">{venue.name}</h5>
                  <ol className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                    {playing.map((row) => (
                      <li key={row.startsAt} className="flex gap-3 px-3 py-2">
                        <span className="w-20 shrink-0 whitespace-nowrap font-medium">{row.time}</span>
                        <span className="min-w-0">
                          <MatchCell matches={row.cells[column]!} />
                        </span>
                      </li>
                    ))}
                  </ol>
                </section>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
