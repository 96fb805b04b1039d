import { useState } from 'react';
import { ANNOUNCEMENT_BODY_MAX, updateAnnouncementSchema, type Announcement } from '@podium/contracts/announcements/announcement';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { formatRecordTime } from '../../../lib/format-date';
import { plural } from '../../../lib/plural';
import { useEditAnnouncement } from '../api/staff-announcements';
import { TextInput, TextArea } from '../../../components/ui/controls';

/**
 * One sent announcement in the staff list (issue 33 §3): who it went to, and the two things staff
 * need later: correct the text the event site shows ("Ground B", not "Ground A") and take a pin
 * down once it no longer holds. Neither sends anything again.
 */
export function SentAnnouncement({
  eventId,
  announcement,
  audienceLabel,
  timeZone,
}: {
  eventId: number;
  announcement: Announcement;
  audienceLabel: string;
  timeZone: string;
}) {
  const edit = useEditAnnouncement(eventId);
  const [isEditing, setEditing] = useState(false);
  const [title, setTitle] = useState(announcement.title);
  const [body, setBody] = useState(announcement.body);
  const [problem, setProblem] = useState<string>();
  const canPin = announcement.audience !== 'staff';

  const change = (changes: { title?: string; body?: string; isPinned?: boolean }, after?: () => void) => {
    setProblem(undefined);
    const parsed = updateAnnouncementSchema.safeParse(changes);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    edit.mutate(
      { id: announcement.id, changes: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          after?.();
        },
        onError: (error) => setProblem(errorMessage(error, { fallback: 'Could not save. Please try again.' })),
      },
    );
  };

  return (
    <li className="py-3">
      <p className="font-medium">
        {announcement.title}
        {announcement.isPinned && <span className="ml-2 text-xs font-semibold text-brand-700">Pinned</span>}
      </p>
      <p className="text-slate-600">
        {audienceLabel} · emailed to {plural(announcement.emailedCount, 'person', 'people')} ·{' '}
        {formatRecordTime(announcement.createdAt, timeZone)}
      </p>
      {isEditing ? (
        <form
          className="mt-3 grid gap-3"
          aria-label={`Edit ${announcement.title}`}
          onSubmit={(submit) => {
            submit.preventDefault();
            change({ title, body }, () => setEditing(false));
          }}
        >
          <Field label="Title">
            <TextInput value={title} onChange={(event) => setTitle(event.target.value)} maxLength={120} />
          </Field>
          <Field label="Text" hint={`${canPin ? 'The event site shows the new text. ' : ''}Emails already sent are not sent again.`}>
            <TextArea
              className="min-h-28"
              value={body}
              onChange={(event) => setBody(event.target.value)}
              maxLength={ANNOUNCEMENT_BODY_MAX}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={edit.isPending}>
              {edit.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setEditing(false);
                setTitle(announcement.title);
                setBody(announcement.body);
                setProblem(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit: ${announcement.title}`}>
            Edit
          </Button>
          {canPin && (
            <Button
              variant="secondary"
              size="sm"
              disabled={edit.isPending}
              onClick={() => change({ isPinned: !announcement.isPinned })}
              aria-label={`${announcement.isPinned ? 'Unpin from event site' : 'Pin on event site'}: ${announcement.title}`}
            >
              {announcement.isPinned ? 'Unpin from event site' : 'Pin on event site'}
            </Button>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </li>
  );
}
