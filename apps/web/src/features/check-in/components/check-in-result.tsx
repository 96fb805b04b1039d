import { formatCheckInTime, formatRecordTime } from '../../../lib/format-date';
import { formatPhone } from '@podium/contracts/auth/phone-format';
import type { CheckInResult } from '../api/verify-check-in';
import { AttendanceTypeBadge } from './attendance-type-badge';
import { CategoryPicker } from './category-picker';
import { Button } from '../../../components/ui/button';

export interface CheckInResultViewProps {
  result: CheckInResult;
  isConfirming: boolean;
  /** Why the last category confirm failed (shown in the picker, which keeps the choice). */
  confirmError?: string;
  onConfirmCategories: (eventSportCategoryIds: number[]) => void;
  onScanAnother: () => void;
  onClose: () => void;
}

/** A time of record in the event's zone with its abbreviation (the answer names the zone). */
function recordTime(result: CheckInResult, iso: string | null | undefined): string | undefined {
  return result.timeZone ? formatRecordTime(iso, result.timeZone) : formatCheckInTime(iso);
}

function header(result: CheckInResult, needsCategories: boolean): { title: string; subtitle: string } {
  if (needsCategories) return { title: 'Select Your Category', subtitle: 'Choose the sport category for your visitor check-in' };
  if (result.alreadyCheckedIn) {
    return {
      title: 'Already Checked In',
      subtitle: `You checked in previously at ${recordTime(result, result.previousCheckInTime) ?? 'earlier'}`,
    };
  }
  return { title: 'Check-in Complete!', subtitle: 'Your attendance has been recorded successfully' };
}

/**
 * Spec section 4: the picker shows when the answer is a visitor's ('Visitor', success) or the event
 * carries `availableCategories`. A visitor answer that already recorded attendance (it names
 * 'Visitor' too, after the confirm) has nothing left to choose: no picker then.
 */
export function offersCategoryChoice(result: CheckInResult): boolean {
  return (result.userType === 'Visitor' && result.items.length === 0) || result.availableCategories.length > 0;
}

/** The success view (spec section 2): header variant, amber notice, user card, picker, event card, teams. */
export function CheckInResultView({
  result,
  isConfirming,
  confirmError,
  onConfirmCategories,
  onScanAnother,
  onClose,
}: CheckInResultViewProps) {
  const needsCategories = offersCategoryChoice(result);
  const { title, subtitle } = header(result, needsCategories);
  const first = result.items[0];
  const teams = result.items.filter((item) => item.teamName);
  const isFreshSuccess = !needsCategories && !result.alreadyCheckedIn && first !== undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="text-center">
        {isFreshSuccess ? (
          <div
            aria-hidden="true"
            className="check-pop mx-auto mb-3 flex h-20 w-20 items-center justify-center rounded-full bg-green-600 shadow-lg"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-11 w-11"
              fill="none"
              stroke="white"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path className="check-draw" d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </div>
        ) : null}
        <h2 id="attendance-scanner-title" className="text-xl font-bold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        {isFreshSuccess ? (
          <div className="mt-3" data-testid="check-in-moment">
            <p className="text-3xl font-extrabold tracking-tight text-ink">{first.sportName}</p>
            <p className="mt-1 text-lg font-semibold text-green-800">{recordTime(result, first.timestamp)}</p>
          </div>
        ) : null}
      </div>
      {result.alreadyCheckedIn && result.message ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {result.message}
        </p>
      ) : null}
      {result.user ? (
        <section aria-label="Your details" className="rounded-lg border border-slate-200 p-4 text-sm">
          <p className="font-semibold">{result.user.name}</p>
          {result.user.phone ? <p>{formatPhone(result.user.phone)}</p> : null}
          {result.user.company ? <p>{result.user.company}</p> : null}
          {result.user.email ? <p>{result.user.email}</p> : null}
        </section>
      ) : null}
      {needsCategories ? (
        <CategoryPicker
          categories={result.availableCategories}
          formatTime={(iso) => recordTime(result, iso)}
          isProcessing={isConfirming}
          error={confirmError}
          onConfirm={onConfirmCategories}
        />
      ) : null}
      {first ? (
        <section aria-labelledby="event-info-heading" className="rounded-lg border border-slate-200 p-4 text-sm">
          <h3 id="event-info-heading" className="font-semibold">
            Event Information
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-500">Event</dt>
            <dd>{first.eventName}</dd>
            <dt className="text-slate-500">Venue</dt>
            <dd>{first.venue}</dd>
            <dt className="text-slate-500">Sport</dt>
            <dd>{first.sportName}</dd>
          </dl>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Categories">
            {result.items.map((item) => (
              <li key={item.categoryName} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium">
                {item.categoryName}
              </li>
            ))}
          </ul>
          <div
            className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-md bg-green-50 p-2"
            data-testid="check-in-complete-row"
          >
            <span className="font-medium text-green-800">
              {first.direction === 'check-out' ? 'Check-out Complete' : 'Check-in Complete'}
            </span>
            <span className="text-slate-700">{recordTime(result, first.timestamp)}</span>
            <AttendanceTypeBadge type={first.direction === 'check-out' ? 'check-out' : first.type} />
          </div>
          {teams.length > 0 ? (
            <div className="mt-3">
              <h4 className="font-semibold">Teams</h4>
              <ul className="mt-1">
                {teams.map((item) => (
                  <li key={item.categoryName} className="flex justify-between gap-2">
                    <span className="text-slate-600">{item.categoryName}</span>
                    <span className="font-medium">{item.teamName}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}
      <div className="flex gap-2">
        <Button onClick={onScanAnother} className="flex-1">
          Scan Another
        </Button>
        <Button variant="secondary" onClick={onClose} className="flex-1">
          Close
        </Button>
      </div>
    </div>
  );
}
