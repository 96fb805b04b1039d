import { Button } from '../../../components/ui/button';
import { plural } from '../../../lib/plural';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { useState, type FormEvent } from 'react';
import { PosterButton } from './poster-button';
import type { AdminEvent } from '@podium/contracts/admin/admin-events';
import { toast } from '../../../components/ui/toaster';
import { useAddVenue, useAdminEvent, useDeleteCategory, useDeleteVenue, useUpdateEvent } from '../api/admin-events';
import { Dialog } from '../../../components/ui/dialog';
import { CategoryForm } from './category-form';
import { describeCategoryRules } from './describe-category-rules';
import { CheckInCodeChoice } from './check-in-code-choice';
import { errorText } from './error-text';
import { OfflineScansChoice, type OfflineScans } from './offline-scans-choice';
import { Panel } from '../../../components/ui/panel';
import { TextInput, TextArea } from '../../../components/ui/controls';

/** Opens a venue's printable poster (the page supplies the check-in feature's call). */
export type OpenPoster = (eventId: number, venue: string, direction: 'in' | 'out') => Promise<void>;

const report = {
  onSuccess: (answer: { message: string }) => toast.success(answer.message),
  onError: (error: unknown) => toast.error(errorText(error)),
};

/** One event: details and check-in window, publishing, venues (with posters) and sport categories. */
export function EventEditor({ eventId, openPoster }: { eventId: number; openPoster: OpenPoster }) {
  const event = useAdminEvent(eventId);
  if (event.error) return <p role="alert">{errorText(event.error)}</p>;
  if (!event.data) return <p>Loading…</p>;
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin" className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All events
      </Link>
      <DetailsForm key={event.data.id} event={event.data} />
      <Venues event={event.data} openPoster={openPoster} />
      <Categories event={event.data} />
    </div>
  );
}

function DetailsForm({ event }: { event: AdminEvent }) {
  const update = useUpdateEvent(event.id);
  const [fields, setFields] = useState({
    name: event.name,
    city: event.city,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    description: event.description,
    checkInOpensAt: event.checkInOpensAt,
    checkInClosesAt: event.checkInClosesAt,
    walkoverGraceMinutes: String(event.walkoverGraceMinutes),
  });
  const [rotatingCodesRequired, setRotatingCodes] = useState(event.rotatingCodesRequired);
  const [offline, setOffline] = useState<OfflineScans>({
    offlineScansAccepted: event.offlineScansAccepted,
    offlineAllowanceMinutes: String(event.offlineAllowanceMinutes),
  });
  const set = (key: keyof typeof fields) => (change: { target: { value: string } }) => setFields({ ...fields, [key]: change.target.value });
  const submit = (form: FormEvent) => {
    form.preventDefault();
    // The browser's required/min/max checks have passed; the API checks the allowance again.
    update.mutate(
      {
        ...fields,
        walkoverGraceMinutes: Number(fields.walkoverGraceMinutes),
        rotatingCodesRequired,
        ...offline,
        offlineAllowanceMinutes: Number(offline.offlineAllowanceMinutes),
      },
      report,
    );
  };
  return (
    <Panel as="section" padding="sm" aria-labelledby="event-details">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="event-details" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          {event.name}
          <Badge tone={event.isPublished ? 'success' : 'neutral'}>{event.isPublished ? 'Published' : 'Not published'}</Badge>
        </h2>
        <Button
          variant={event.isPublished ? 'secondary' : 'primary'}
          onClick={() => update.mutate({ isPublished: !event.isPublished }, report)}
        >
          {event.isPublished ? 'Unpublish' : 'Publish'}
        </Button>
      </div>
      <form onSubmit={submit} className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          <span>Event name</span>
          <TextInput required value={fields.name} onChange={set('name')} inline />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>City</span>
          <TextInput required value={fields.city} onChange={set('city')} inline />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>First day</span>
          <TextInput type="date" value={fields.startsOn} onChange={set('startsOn')} inline />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>Last day</span>
          <TextInput type="date" value={fields.endsOn} onChange={set('endsOn')} inline />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>Check-in opens (each day)</span>
          <TextInput type="time" value={fields.checkInOpensAt} onChange={set('checkInOpensAt')} inline />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>Check-in closes</span>
          <TextInput type="time" value={fields.checkInClosesAt} onChange={set('checkInClosesAt')} inline />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>Walkover grace (minutes after a match's start)</span>
          <TextInput
            type="number"
            inputMode="numeric"
            min={0}
            max={240}
            required
            value={fields.walkoverGraceMinutes}
            onChange={set('walkoverGraceMinutes')}
            inline
            aria-describedby="walkover-grace-hint"
          />
          <span id="walkover-grace-hint" className="text-xs text-slate-600">
            After this, staff are asked 'Award walkover?' for a side without enough players checked in.
          </span>
        </label>
        <CheckInCodeChoice name="event-codes" rotating={rotatingCodesRequired} onChange={setRotatingCodes} />
        <OfflineScansChoice name="event-offline" value={offline} onChange={setOffline} />
        <label className="flex flex-col gap-1 text-sm sm:col-span-2">
          <span>Description</span>
          <TextArea rows={3} value={fields.description} onChange={set('description')} />
        </label>
        <Button type="submit" disabled={update.isPending} className="sm:col-span-2">
          Save details
        </Button>
      </form>
    </Panel>
  );
}

function Venues({ event, openPoster }: { event: AdminEvent; openPoster: OpenPoster }) {
  const add = useAddVenue(event.id);
  const remove = useDeleteVenue(event.id);
  const [name, setName] = useState('');
  return (
    <Panel as="section" padding="sm" aria-labelledby="venues">
      <h2 id="venues" className="text-lg font-semibold">
        Venues
      </h2>
      {event.rotatingCodesRequired ? (
        <p className="mt-1 text-sm text-slate-600">
          This event uses rotating codes: show the kiosk (/kiosk) at each venue. A poster holds a static code, which is refused until the
          event switches to static printed codes.
        </p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-2">
        {event.venues.map((venue) => (
          <li key={venue.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="flex-1 font-medium">{venue.name}</span>
            <PosterButton venue={venue.name} open={() => openPoster(event.id, venue.name, 'in')} />
            <Button variant="secondary" onClick={() => remove.mutate(venue.id, report)} aria-label={`Remove ${venue.name}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-wrap gap-2"
        onSubmit={(form) => {
          form.preventDefault();
          add.mutate({ name }, { ...report, onSuccess: (answer) => (setName(''), report.onSuccess(answer)) });
        }}
      >
        <label className="flex flex-1 flex-col gap-1 text-sm">
          <span>New venue</span>
          <TextInput required minLength={2} value={name} onChange={(change) => setName(change.target.value)} inline />
        </label>
        <Button type="submit" className="self-end">
          Add venue
        </Button>
      </form>
    </Panel>
  );
}

function Categories({ event }: { event: AdminEvent }) {
  const remove = useDeleteCategory(event.id);
  const [editedId, setEditedId] = useState<number>();
  const edited = event.categories.find((category) => category.id === editedId);
  return (
    <Panel as="section" padding="sm" aria-labelledby="sport-categories">
      <h2 id="sport-categories" className="text-lg font-semibold">
        Sports and categories
      </h2>
      {edited ? (
        <Dialog
          labelledBy="edit-category-title"
          placement="sheet"
          onDismiss={() => setEditedId(undefined)}
          className="max-w-2xl p-4 sm:p-6"
        >
          <h2 id="edit-category-title" className="mb-3 text-xl font-bold">
            Edit {edited.sportName} · {edited.categoryName}
          </h2>
          <CategoryForm event={event} category={edited} onClose={() => setEditedId(undefined)} />
        </Dialog>
      ) : null}
      {/* One group per sport, folded: an event with twelve sports has forty-eight categories. */}
      <div className="mt-2 divide-y divide-slate-100 text-sm">
        {groupBySport(event.categories).map(([sport, categories]) => (
          <details key={sport} className="py-1">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2">
              <span className="font-medium">{sport}</span>
              <span className="text-slate-600">
                {plural(categories.length, 'category', 'categories')} ·{' '}
                {categories.reduce((sum, category) => sum + category.registrations, 0)} registered
              </span>
            </summary>
            <ul className="mb-2 ml-3 divide-y divide-slate-100 border-l border-slate-200 pl-3">
              {categories.map((category) => (
                <li key={category.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                  <span className="min-w-0 flex-1">
                    <span className="block">
                      {category.categoryName} at {category.venueName} · {category.registrations}
                      {category.capacity ? ` of ${category.capacity}` : ''} registered
                    </span>
                    <span className="block text-slate-600" data-testid="category-rules">
                      {describeCategoryRules(category, event.timeZone)}
                    </span>
                  </span>
                  <span className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setEditedId(category.id)}
                      aria-label={`Edit ${category.sportName} ${category.categoryName}`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="dangerSecondary"
                      size="sm"
                      // The server refuses a category with registrations; an empty one goes at once, so the browser asks first.
                      onClick={() =>
                        window.confirm(`Remove ${category.sportName} · ${category.categoryName} from this event?`) &&
                        remove.mutate(category.id, report)
                      }
                      aria-label={`Remove ${category.sportName} ${category.categoryName}`}
                    >
                      Remove
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      {event.venues.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Add a venue first: every sport category is played at one.</p>
      ) : (
        <section aria-labelledby="new-category-heading" className="mt-4 border-t border-slate-200 pt-3">
          <h3 id="new-category-heading" className="mb-2 font-semibold">
            New sport category
          </h3>
          <CategoryForm event={event} />
        </section>
      )}
    </Panel>
  );
}

/** An event's categories by sport, in the order the sports first appear. */
function groupBySport(categories: AdminEvent['categories']) {
  const bySport = new Map<string, AdminEvent['categories']>();
  for (const category of categories) bySport.set(category.sportName, [...(bySport.get(category.sportName) ?? []), category]);
  return [...bySport.entries()];
}
