import { useState } from 'react';
import type { AdminCategory, AdminVenue } from '@podium/contracts/admin/admin-events';
import type { ScheduleAnswer, ScheduleRequest } from '@podium/contracts/tournaments/tournaments';
import { useSchedule } from '../api/tournament-admin';
import { buildTimetable } from '../schedule-timetable';
import { PreviewThenApply, useDryRunAction } from './preview-then-apply';
import { ScheduleTimetable } from './schedule-timetable';
import { Button } from '../../../components/ui/button';
import { Checkbox, TextInput } from '../../../components/ui/controls';

type Day = { date: string; from: string; to: string };

/**
 * Gives the drawn, unscheduled fixtures of the chosen categories a time and a venue, with no venue,
 * team or person in two places at once and the rest between matches kept. Preview shows what fits
 * as a timetable (venues by start times) and lists what does not (and why); Schedule writes it
 * (nothing unless everything fits, or when asked).
 */
export function ScheduleForm({
  eventId,
  categories,
  venues,
  firstDay,
  timeZone,
}: {
  eventId: number;
  categories: AdminCategory[];
  venues: AdminVenue[];
  firstDay: string;
  /** The event's zone: the timetable's days and times are the venue's clock. */
  timeZone: string;
}) {
  const schedule = useSchedule();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [chosenVenues, setChosenVenues] = useState<Set<number>>(new Set(venues.map((venue) => venue.id)));
  const [days, setDays] = useState<Day[]>([{ date: firstDay, from: '09:00', to: '18:00' }]);
  const [slotMinutes, setSlotMinutes] = useState('60');
  const [rest, setRest] = useState('30');
  const [writePartial, setWritePartial] = useState(false);
  const toggle = (set: Set<number>, id: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const { answer, problem, run } = useDryRunAction<ScheduleAnswer>((dryRun) => {
    const request: ScheduleRequest = {
      eventSportCategoryIds: [...chosen],
      days,
      slotMinutes: Number(slotMinutes),
      venueIds: [...chosenVenues],
      minRestMinutes: Number(rest),
      dryRun,
      writePartial,
    };
    return schedule.mutateAsync({ eventId, request });
  });

  /** 'Athletics · Men's Open · ' before a heat's name, so "Heat 2" says which category's it is. */
  const categoryLabel = (eventSportCategoryId: number) => {
    const category = categories.find((one) => one.id === eventSportCategoryId);
    return category ? `${category.sportName} · ${category.categoryName} · ` : '';
  };
  return (
    <form
      aria-label="Schedule fixtures"
      className="grid gap-3"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void run(true);
      }}
    >
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">Categories</legend>
        <div className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2" tabIndex={0}>
          {categories.map((category) => (
            <label key={category.id} className="flex min-h-9 items-center gap-2 text-sm">
              <Checkbox checked={chosen.has(category.id)} onChange={(e) => setChosen(toggle(chosen, category.id, e.target.checked))} />
              {category.sportName} · {category.categoryName}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">Venues</legend>
        <div className="flex flex-wrap gap-3">
          {venues.map((venue) => (
            <label key={venue.id} className="flex min-h-9 items-center gap-2 text-sm">
              <Checkbox
                checked={chosenVenues.has(venue.id)}
                onChange={(e) => setChosenVenues(toggle(chosenVenues, venue.id, e.target.checked))}
              />
              {venue.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Days</legend>
        {days.map((day, index) => (
          <div key={index} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <label className="col-span-2 text-sm sm:col-span-1">
              Date
              <TextInput
                type="date"
                value={day.date}
                onChange={(e) => setDays(days.map((d, i) => (i === index ? { ...d, date: e.target.value } : d)))}
              />
            </label>
            <label className="text-sm">
              From
              <TextInput
                type="time"
                value={day.from}
                onChange={(e) => setDays(days.map((d, i) => (i === index ? { ...d, from: e.target.value } : d)))}
              />
            </label>
            <label className="text-sm">
              To
              <TextInput
                type="time"
                value={day.to}
                onChange={(e) => setDays(days.map((d, i) => (i === index ? { ...d, to: e.target.value } : d)))}
              />
            </label>
          </div>
        ))}
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setDays([...days, { ...days.at(-1)! }])}>
          Add a day
        </Button>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm">
          Minutes per match
          <TextInput type="number" min={5} max={600} value={slotMinutes} onChange={(e) => setSlotMinutes(e.target.value)} />
        </label>
        <label className="text-sm">
          Rest between a team's matches (minutes)
          <TextInput type="number" min={0} max={1440} value={rest} onChange={(e) => setRest(e.target.value)} />
        </label>
        <label className="flex min-h-11 items-center gap-2 self-end text-sm">
          <Checkbox checked={writePartial} onChange={(e) => setWritePartial(e.target.checked)} />
          Write what fits when not everything does
        </label>
      </div>
      <PreviewThenApply
        applyLabel="Schedule"
        canApply={Boolean(answer?.dryRun)}
        isPending={schedule.isPending}
        problem={problem}
        onApply={() => void run(false)}
      />
      {answer && (
        <section
          aria-label={answer.dryRun ? 'Schedule preview' : 'Schedule written'}
          className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm"
        >
          <p className="font-semibold">
            {answer.dryRun ? 'Preview: nothing is written yet.' : answer.written ? 'Scheduled.' : 'Nothing was written.'}{' '}
            {answer.placed.length} {answer.placed.length === 1 ? 'match fits' : 'matches fit'}, {answer.unplaced.length}{' '}
            {answer.unplaced.length === 1 ? 'does' : 'do'} not.
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
      )}
    </form>
  );
}
