import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Link, useNavigate } from 'react-router';
import { formatDayRange } from '../../../lib/format-date';
import { toast } from '../../../components/ui/toaster';
import { useAdminEvents, useCreateEvent } from '../api/admin-events';
import { CheckInCodeChoice } from './check-in-code-choice';
import { errorText } from './error-text';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/controls';

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The events list and the new-event form. */
export function EventsPanel() {
  const events = useAdminEvents();
  const create = useCreateEvent();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [city, setCity] = useState('Bengaluru');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [rotatingCodesRequired, setRotatingCodes] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, slug: slug || slugOf(name), city, startsOn, endsOn, rotatingCodesRequired },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          void navigate(`/admin/events/${answer.data.id}`);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Panel as="section" padding="sm" aria-labelledby="new-event">
        <h2 id="new-event" className="text-lg font-semibold">
          New event
        </h2>
        <form onSubmit={submit} className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm">
            <span>Event name</span>
            <TextInput required minLength={3} value={name} onChange={(change) => setName(change.target.value)} inline />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>Web address (slug)</span>
            <TextInput
              value={slug}
              placeholder={slugOf(name) || 'summer-games-2026'}
              onChange={(change) => setSlug(change.target.value)}
              inline
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>City</span>
            <TextInput required value={city} onChange={(change) => setCity(change.target.value)} inline />
          </label>
          <div className="grid grid-cols-2 gap-2">
            <label className="flex flex-col gap-1 text-sm">
              <span>First day</span>
              <TextInput type="date" required value={startsOn} onChange={(change) => setStartsOn(change.target.value)} inline />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span>Last day</span>
              <TextInput type="date" required value={endsOn} onChange={(change) => setEndsOn(change.target.value)} inline />
            </label>
          </div>
          <CheckInCodeChoice name="new-event-codes" rotating={rotatingCodesRequired} onChange={setRotatingCodes} />
          <Button type="submit" disabled={create.isPending} className="sm:col-span-2">
            Create event
          </Button>
        </form>
      </Panel>
      <Panel as="section" padding="sm" aria-labelledby="all-events">
        <h2 id="all-events" className="text-lg font-semibold">
          Events
        </h2>
        {events.error ? <p role="alert">{errorText(events.error)}</p> : null}
        {events.data?.length === 0 && (
          <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
            No events yet. Create the first one above: it stays unpublished until you publish it.
          </p>
        )}
        <ul className="mt-2 divide-y divide-slate-100">
          {events.data?.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/admin/events/${event.id}`} className="font-medium text-brand-700 underline">
                {event.name}
              </Link>
              <span className="text-sm text-slate-600">
                {event.city} · {formatDayRange(event.startsOn, event.endsOn)}{' '}
                <Badge tone={event.isPublished ? 'success' : 'neutral'}>{event.isPublished ? 'Published' : 'Not published'}</Badge>
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
