import { formatDayRange } from '../../../lib/format-date';
import { useState } from 'react';
import { ApiError } from '../../../lib/http-client';
import type { StaffEvent } from '@podium/contracts/staff/staff-events';
import { useStaffEvents } from '../api/get-staff-events';
import { useAttendanceStream } from '../hooks/use-attendance-stream';
import { AttendanceCounts } from './attendance-counts';
import { CodesPanel, type OpenPoster } from './codes-panel';
import { ExportPanel } from './export-panel';
import { PersonSearch } from './person-search';
import { ScoreEntryPanel } from './score-entry-panel';
import { HeatResultsPanel } from './heat-results-panel';
import { WalkoverPanel } from './walkover-panel';
import { StaffScanner, type RenderCamera } from './staff-scanner';
import { AnnouncementsPanel } from '../../announcements';
import { NativeSelect } from '../../../components/ui/controls';

const TIMING_LABEL: Record<StaffEvent['timing'], string> = { today: ' · today', upcoming: '', past: ' · ended' };

/**
 * The staff dashboard of one event: live counts (server-sent events), person search with manual
 * check-in and undo, the staff scanner, exports, and the attendance codes and kiosk.
 */
export function StaffConsole({ renderCamera, openPoster }: { renderCamera: RenderCamera; openPoster: OpenPoster }) {
  const events = useStaffEvents(true);
  const [eventId, setEventId] = useState(0);
  // The server lists today's events first, then the coming ones soonest first: the first is the
  // event at hand (issue 30: never a future event shown as live).
  const event = events.data?.find((candidate) => candidate.id === eventId) ?? events.data?.[0];
  const stream = useAttendanceStream(event?.id ?? 0, event?.defaultDay);

  if (events.error) {
    const status = events.error instanceof ApiError ? events.error.status : 0;
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {status === 403
          ? 'Only event staff and admins can open the staff dashboard.'
          : status === 401
            ? 'Please sign in with a staff account.'
            : events.error.message}
      </p>
    );
  }
  if (!events.data) return <p className="text-slate-600">Loading events…</p>;
  if (!event) return <p className="text-slate-600">No events yet. An admin can create one under Admin.</p>;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-w-0 flex-col gap-1 text-sm md:order-first">
        <label htmlFor="staff-event" className="font-medium">
          Event
        </label>
        <NativeSelect id="staff-event" value={event.id} onChange={(change) => setEventId(Number(change.target.value))}>
          {events.data.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name} ({formatDayRange(candidate.startsOn, candidate.endsOn)}){TIMING_LABEL[candidate.timing]}
              {candidate.isPublished ? '' : ' · not published'}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* At the door the scanner is what staff reach for: first on a phone; the counts lead on wider screens. */}
      <StaffScanner key={`scanner-${event.id}`} eventId={event.id} categories={event.categories} renderCamera={renderCamera} />
      <div className="md:order-first">
        <AttendanceCounts summary={stream.summary} status={stream.status} timing={event.timing} startsOn={event.startsOn} />
      </div>
      <PersonSearch key={`search-${event.id}`} eventId={event.id} timeZone={event.timeZone} categories={event.categories} />
      <WalkoverPanel key={`walkovers-${event.id}`} eventId={event.id} timeZone={event.timeZone} />
      <ScoreEntryPanel key={`scores-${event.id}`} eventId={event.id} timeZone={event.timeZone} />
      <HeatResultsPanel key={`heats-${event.id}`} eventId={event.id} timeZone={event.timeZone} categories={event.categories} />
      <AnnouncementsPanel key={`announcements-${event.id}`} eventId={event.id} timeZone={event.timeZone} categories={event.categories} />
      <ExportPanel key={`export-${event.id}`} event={event} />
      <CodesPanel event={event} openPoster={openPoster} />
    </div>
  );
}
