import { useMemo, useState, type FormEvent } from 'react';
import { createAnnouncementSchema, ANNOUNCEMENT_BODY_MAX, type AnnouncementAudience } from '@podium/contracts/announcements/announcement';
import type { StaffCategory } from '@podium/contracts/staff/staff-events';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { ApiError } from '../../../lib/http-client';
import { useSendAnnouncement, useStaffAnnouncements } from '../api/staff-announcements';
import { SentAnnouncement } from './sent-announcement';
import { NativeSelect, TextInput, TextArea, Checkbox } from '../../../components/ui/controls';

type FormField = 'audience' | 'sportId' | 'eventSportCategoryId' | 'title' | 'body';
type Errors = Partial<Record<FormField, string>>;

const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  event: 'Everyone registered in the event',
  sport: 'Everyone registered in one sport',
  category: 'Everyone registered in one category',
  staff: 'Only the event’s staff',
};

/** The first message per field of a Zod error or of the server's 400 `fields`. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[String(issue.path[0]) as FormField] ??= issue.message;
  return errors;
}
function serverErrorsOf(error: unknown): Errors {
  const fields = error instanceof ApiError ? (error.body as { fields?: Record<string, string[]> } | undefined)?.fields : undefined;
  return fields ? errorsOf(Object.entries(fields).map(([path, messages]) => ({ path: [path], message: messages[0] ?? '' }))) : {};
}

/**
 * Staff write an announcement to everyone registered in the event, a sport, a category, or only
 * staff (issue 33 §3): plain text, emailed to verified addresses, optionally pinned on the event
 * site; the event's earlier announcements below with how many people each reached.
 */
export function AnnouncementsPanel({ eventId, timeZone, categories }: { eventId: number; timeZone: string; categories: StaffCategory[] }) {
  const sports = useMemo(() => [...new Map(categories.map((category) => [category.sportId, category.sportName]))], [categories]);
  const [audience, setAudience] = useState<AnnouncementAudience>('event');
  const [sportId, setSportId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [isPinned, setIsPinned] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendAnnouncement(eventId);
  const sent = useStaffAnnouncements(eventId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createAnnouncementSchema.safeParse({
      audience,
      ...(audience === 'sport' && sportId ? { sportId: Number(sportId) } : {}),
      ...(audience === 'category' && categoryId ? { eventSportCategoryId: Number(categoryId) } : {}),
      title,
      body,
      isPinned: audience !== 'staff' && isPinned,
    });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(`“${created.title}” is sent. Emails are on their way.`);
        setTitle('');
        setBody('');
        setIsPinned(false);
      },
      onError: (error) => setErrors(serverErrorsOf(error)),
    });
  };
  const refusal = send.isError && Object.keys(serverErrorsOf(send.error)).length === 0 ? errorMessage(send.error) : null;

  return (
    <section aria-labelledby="announcements-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="announcements-title" className="text-lg font-semibold">
        Announcements
      </h2>
      <p className="mt-1 text-sm text-slate-600">Emailed to people with a verified address. Plain text; write links out in full.</p>
      <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label="Who it is for" error={errors.audience}>
          <NativeSelect name="audience" value={audience} onChange={(change) => setAudience(change.target.value as AnnouncementAudience)}>
            {(Object.keys(AUDIENCE_LABELS) as AnnouncementAudience[]).map((key) => (
              <option key={key} value={key}>
                {AUDIENCE_LABELS[key]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {audience === 'sport' && (
          <Field label="Sport" error={errors.sportId}>
            <NativeSelect name="sportId" value={sportId} onChange={(change) => setSportId(change.target.value)}>
              <option value="">Choose a sport</option>
              {sports.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        {audience === 'category' && (
          <Field label="Category" error={errors.eventSportCategoryId}>
            <NativeSelect name="eventSportCategoryId" value={categoryId} onChange={(change) => setCategoryId(change.target.value)}>
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.sportName} · {category.categoryName}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        <Field label="Title" error={errors.title} className="sm:col-span-2">
          <TextInput name="title" value={title} maxLength={120} onChange={(change) => setTitle(change.target.value)} />
        </Field>
        <Field label="Message" hint={`Up to ${ANNOUNCEMENT_BODY_MAX} characters.`} error={errors.body} className="sm:col-span-2">
          <TextArea
            name="body"
            rows={4}
            value={body}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            onChange={(change) => setBody(change.target.value)}
          />
        </Field>
        {audience !== 'staff' && (
          <label className="flex min-h-11 items-center gap-3 text-sm sm:col-span-2">
            <Checkbox checked={isPinned} onChange={(change) => setIsPinned(change.target.checked)} />
            Pin it on the event site
          </label>
        )}
        {refusal && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {refusal}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send announcement'}
          </Button>
        </div>
      </form>
      <h3 className="mt-5 text-sm font-semibold text-slate-800">Sent</h3>
      {sent.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errorMessage(sent.error, { fallback: 'The announcements could not be loaded. Reload the page to try again.' })}
        </p>
      ) : !sent.data ? (
        <p className="mt-1 text-sm text-slate-600">Loading…</p>
      ) : sent.data.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Nothing announced for this event yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm" aria-label="Sent announcements">
          {sent.data.map((announcement) => (
            <SentAnnouncement
              key={announcement.id}
              eventId={eventId}
              announcement={announcement}
              audienceLabel={AUDIENCE_LABELS[announcement.audience]}
              timeZone={timeZone}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
