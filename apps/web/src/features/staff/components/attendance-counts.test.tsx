/** @vitest-environment happy-dom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AttendanceSummary } from '@podium/contracts/staff/attendance-summary';
import { AttendanceCounts } from './attendance-counts';

const summary: AttendanceSummary = {
  eventId: 3,
  day: '2026-07-01',
  total: { people: 0, records: 0, offline: 0, participants: 0, visitors: 0 },
  bySport: [],
  byCategory: [],
  byVenue: [],
  computedAt: '2026-06-01T10:00:00.000Z',
};

afterEach(cleanup);

describe('the staff attendance counts (issue 30: never a future event marked "Live")', () => {
  it('calls the counts of an event on today "Live"', () => {
    render(<AttendanceCounts summary={summary} status="live" timing="today" startsOn="2026-06-01" />);
    expect(screen.getByRole('heading', { name: /Live attendance/ })).toBeTruthy();
    expect(screen.getByText('Live', { exact: true })).toBeTruthy();
  });

  it('says when a coming event starts, and that a past one ended, instead of "Live"', () => {
    const { rerender } = render(<AttendanceCounts summary={summary} status="live" timing="upcoming" startsOn="2026-07-01" />);
    expect(screen.queryByText('Live', { exact: true })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Live attendance/ })).toBeNull();
    expect(screen.getByText(/^Starts .*Jul.*1/)).toBeTruthy();
    rerender(<AttendanceCounts summary={summary} status="live" timing="past" startsOn="2026-01-10" />);
    expect(screen.getByText('Ended', { exact: true })).toBeTruthy();
  });

  it('shows the connection state while the stream is not live', () => {
    render(<AttendanceCounts summary={undefined} status="reconnecting" timing="today" startsOn="2026-06-01" />);
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
  });
});
