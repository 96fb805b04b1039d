import { useState } from 'react';
import { useAdminEvent, useAdminEvents } from '../../../lib/console-events';
import { errorMessage } from '../../../lib/error-messages';
import { DrawForm } from './draw-form';
import { ScheduleForm } from './schedule-form';
import { HeatsForm } from './heats-form';
import { EventSelect } from '../../../components/ui/controls';

/** Admin → Tournaments: draw a category, put a timed one in heats, then schedule the event's fixtures (docs/tournaments.md). */
export function TournamentConsole() {
  const events = useAdminEvents();
  const [chosenId, setEventId] = useState<number>();
  // The first event (the newest) is chosen until the admin picks another: most sites run one at a time.
  const eventId = chosenId ?? events.data?.[0]?.id;
  const event = useAdminEvent(eventId ?? 0);
  return (
    <section aria-labelledby="tournaments-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="tournaments-heading" className="text-lg font-semibold">
        Tournaments
      </h2>
      <label className="mt-2 flex flex-col text-sm sm:max-w-sm">
        Event
        <EventSelect
          events={events.data}
          emptyOption="Choose an event"
          value={eventId ?? ''}
          onChange={(value) => setEventId(value ? Number(value) : undefined)}
        />
      </label>
      {event.isError && <p role="alert">{errorMessage(event.error)}</p>}
      {eventId !== undefined && event.data && (
        <div key={eventId} className="mt-4 grid gap-6">
          <section aria-labelledby="draw-heading">
            <h3 id="draw-heading" className="mb-2 font-semibold">
              Draw
            </h3>
            <DrawForm eventId={eventId} categories={event.data.categories} />
          </section>
          <section aria-labelledby="heats-heading" className="border-t border-slate-200 pt-4">
            <h3 id="heats-heading" className="mb-2 font-semibold">
              Heats (timed and measured events)
            </h3>
            <HeatsForm eventId={eventId} categories={event.data.categories} firstDay={event.data.startsOn} timeZone={event.data.timeZone} />
          </section>
          <section aria-labelledby="schedule-heading" className="border-t border-slate-200 pt-4">
            <h3 id="schedule-heading" className="mb-2 font-semibold">
              Schedule
            </h3>
            <ScheduleForm
              eventId={eventId}
              categories={event.data.categories}
              venues={event.data.venues}
              firstDay={event.data.startsOn}
              timeZone={event.data.timeZone}
            />
          </section>
        </div>
      )}
    </section>
  );
}
