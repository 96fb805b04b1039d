import { useState } from 'react';
import type { AdminCategory, AdminVenue } from '@podium/contracts/admin/admin-events';
import type { ScheduleAnswer, ScheduleRequest } from '@podium/contracts/tournaments/tournaments';
import { useSchedule } from '../api/tournament-admin';
import { PreviewThenApply, useDryRunAction } from './preview-then-apply';
import { ScheduleAnswerSummary } from './schedule-answer-summary';
import { ScheduleDaysFieldset, type ScheduleDay } from './schedule-days-fieldset';
import { Checkbox, TextInput } from '../../../components/ui/controls';

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
  const [days, setDays] = useState<ScheduleDay[]>([{ date: firstDay, from: '09:00', to: '18:00' }]);
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
      <ScheduleDaysFieldset days={days} onChange={setDays} />
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
      {answer && <ScheduleAnswerSummary answer={answer} categories={categories} venues={venues} timeZone={timeZone} />}
    </form>
  );
}
