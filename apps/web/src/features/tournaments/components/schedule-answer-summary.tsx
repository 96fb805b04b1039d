import type { AdminCategory, AdminVenue } from '@podium/contracts/admin/admin-events';
import type { ScheduleAnswer } from '@podium/contracts/tournaments/tournaments';
import { buildTimetable } from '../schedule-timetable';
import { ScheduleTimetable } from './schedule-timetable';

/**
 * What a schedule run answered: whether anything was written, how many matches and heats fit, the
 * timetable of those that do, and each one that does not with the reason.
 */
export function ScheduleAnswerSummary({
  answer,
  categories,
  venues,
  timeZone,
}: {
  answer: ScheduleAnswer;
  categories: AdminCategory[];
  venues: AdminVenue[];
  timeZone: string;
}) {
  /** 'Athletics · Men's Open · ' before a heat's name, so "Heat 2" says which category's it is. */
  const categoryLabel = (eventSportCategoryId: number) => {
    const category = categories.find((one) => one.id === eventSportCategoryId);
    return category ? `${category.sportName} · ${category.categoryName} · ` : '';
  };
  return (
    <section
      aria-label={answer.dryRun ? 'Schedule preview' : 'Schedule written'}
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <p className="font-semibold">
        {answer.dryRun ? 'Preview: nothing is written yet.' : answer.written ? 'Scheduled.' : 'Nothing was written.'} {answer.placed.length}{' '}
        {answer.placed.length === 1 ? 'match fits' : 'matches fit'}, {answer.unplaced.length} {answer.unplaced.length === 1 ? 'does' : 'do'}{' '}
        not.
        {answer.placedHeats.length + answer.unplacedHeats.length > 0 &&
          ` ${answer.placedHeats.length} ${answer.placedHeats.length === 1 ? 'heat fits' : 'heats fit'}, ${answer.unplacedHeats.length} ${answer.unplacedHeats.length === 1 ? 'does' : 'do'} not.`}
      </p>
      <ScheduleTimetable timetable={buildTimetable(answer.placed, { venues, categories, timeZone }, answer.placedHeats)} />
      {answer.unplaced.length + answer.unplacedHeats.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {answer.unplaced.map((row) => (
            <li key={row.fixtureId}>
              {row.fixture}: {row.reason}
            </li>
          ))}
          {answer.unplacedHeats.map((row) => (
            <li key={`heat-${row.heatId}`}>
              {categoryLabel(row.eventSportCategoryId)}
              {row.heat}: {row.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
