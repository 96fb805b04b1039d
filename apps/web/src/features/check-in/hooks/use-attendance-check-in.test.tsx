/** @vitest-environment happy-dom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../test/api-server';
import '../../../test/render';
import { useAttendanceCheckIn } from './use-attendance-check-in';

const CODE = JSON.stringify({ eventId: 7, sportId: 3, venue: 'Stadium' });
const user = { name: 'Vera', phone: '9000000004', company: 'Acme', email: null };
const categories = [
  { eventSportCategoryId: 11, sportCategoryName: "Men's Open", sportName: 'Football', venue: 'Stadium', checkedInAt: null },
  { eventSportCategoryId: 12, sportCategoryName: 'Veterans', sportName: 'Football', venue: 'Stadium', checkedInAt: null },
];
const choice = { success: true, message: 'Select', user, userType: 'Visitor', availableCategories: categories, data: [] };
const recorded = (ids: number[]) => ({
  success: true,
  message: 'Visitor attendance marked',
  user,
  userType: 'Visitor',
  data: ids.map((id) => ({
    event: { eventName: 'Games', venue: 'Stadium', sport: { name: 'Football' }, sportCategory: { name: `Category ${id}` } },
    attendance: { timestamp: '2026-06-01T10:00:00.000Z', type: 'visitor', alreadyCheckedIn: false },
    team: null,
  })),
});

/** Answers each verify call with the next of `answers`; records the bodies sent. */
function verifyAnswers(...answers: Array<() => Response>) {
  const sent: Record<string, unknown>[] = [];
  apiServer.use(
    http.post(apiUrl('/user/checkin/verify'), async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answers[sent.length - 1]!();
    }),
  );
  return sent;
}

beforeEach(() => localStorage.setItem('token', 'session-token'));

describe('scanner states (spec section 4): idle → scanning → processing → success | error', () => {
  it('opens to scanning, closes to idle; no token reads the description text', async () => {
    localStorage.removeItem('token');
    const { result } = renderHook(() => useAttendanceCheckIn());
    expect(result.current.phase.name).toBe('idle');
    act(() => result.current.open());
    expect(result.current.phase.name).toBe('scanning');
    await act(() => result.current.onScanned(CODE));
    expect(result.current.phase).toEqual({ name: 'error', message: 'No authentication token found. Please login.' });
    act(() => result.current.close());
    expect(result.current.phase.name).toBe('idle');
  });

  it('opening the scanner again while a result is on screen keeps the result (no second scan)', async () => {
    verifyAnswers(() => HttpResponse.json(recorded([11])));
    const { result } = renderHook(() => useAttendanceCheckIn());
    act(() => result.current.open());
    await act(() => result.current.onScanned(CODE));
    expect(result.current.phase.name).toBe('success');
    act(() => result.current.open());
    expect(result.current.phase.name).toBe('success');
  });

  it("a code that is not an attendance code: 'Invalid QR code format'", async () => {
    const { result } = renderHook(() => useAttendanceCheckIn());
    await act(() => result.current.onScanned('hello'));
    expect(result.current.phase).toEqual({ name: 'error', message: 'Invalid QR code format' });
  });

  it("a 401: 'Session expired. Please login again.'; a refusal: the server's own text", async () => {
    verifyAnswers(
      () => HttpResponse.json({ success: false, error: 'UNAUTHENTICATED', message: 'nope' }, { status: 401 }),
      () => HttpResponse.json({ success: false, error: 'CHECKIN_NOT_OPEN', message: 'Check-in opens at 8:00 AM.' }, { status: 409 }),
    );
    const { result } = renderHook(() => useAttendanceCheckIn());
    await act(() => result.current.onScanned(CODE));
    expect(result.current.phase).toEqual({ name: 'error', message: 'Session expired. Please login again.' });
    await act(() => result.current.onScanned(CODE));
    expect(result.current.phase).toEqual({ name: 'error', message: 'Check-in opens at 8:00 AM.' });
  });

  it("a success: false answer without a message reads 'Check-in failed. Please try again.'", async () => {
    verifyAnswers(() => HttpResponse.json({ success: false }));
    const { result } = renderHook(() => useAttendanceCheckIn());
    await act(() => result.current.onScanned(CODE));
    expect(result.current.phase).toEqual({ name: 'error', message: 'Check-in failed. Please try again.' });
  });

  it('a failed multi-category confirm stays on the picker with the description text, and confirms again', async () => {
    const sent = verifyAnswers(
      () => HttpResponse.json(choice),
      () => HttpResponse.json({ success: false }),
      () => HttpResponse.json(recorded([11, 12])),
    );
    const { result } = renderHook(() => useAttendanceCheckIn());
    await act(() => result.current.onScanned(CODE));
    expect(result.current.phase).toMatchObject({ name: 'success', result: { availableCategories: categories } });

    await act(() => result.current.confirmCategories([11, 12]));
    expect(result.current.phase).toMatchObject({
      name: 'success',
      isConfirming: false,
      confirmError: 'Visitor multi-category check-in failed. Please try again.',
      result: { availableCategories: categories },
    });
    // Spec section 7: the multi-category call names the scanned venue (the server takes 'visitor' too).
    expect(sent[1]).toMatchObject({ eventId: 7, sportId: 3, venue: 'Stadium', eventSportCategoryIds: [11, 12], isVisitor: true });

    await act(() => result.current.confirmCategories([11, 12]));
    await waitFor(() => expect(result.current.phase).toMatchObject({ name: 'success', result: { availableCategories: [] } }));
    expect(result.current.phase).not.toHaveProperty('confirmError', expect.any(String));
    if (result.current.phase.name === 'success') expect(result.current.phase.result.items).toHaveLength(2);
  });

  it("a failed single-category confirm reads 'Failed to mark visitor attendance. Please try again.' (venue 'visitor')", async () => {
    const sent = verifyAnswers(
      () => HttpResponse.json(choice),
      () => HttpResponse.json({ success: false, error: 'VALIDATION_FAILED' }, { status: 400 }),
    );
    const { result } = renderHook(() => useAttendanceCheckIn());
    await act(() => result.current.onScanned(CODE));
    await act(() => result.current.confirmCategories([12]));
    expect(result.current.phase).toMatchObject({ name: 'success', confirmError: 'Failed to mark visitor attendance. Please try again.' });
    expect(sent[1]).toMatchObject({ venue: 'visitor', eventSportCategoryId: 12, isVisitor: true });
  });

  it("a server error (5xx) online is not 'saved offline': it reads the description's failure text and can be tried again (issue 30)", async () => {
    verifyAnswers(
      () => HttpResponse.json({ success: false, error: 'INTERNAL', message: 'Something went wrong on our side.' }, { status: 500 }),
      () => HttpResponse.json(choice),
      () => HttpResponse.json({ success: false, error: 'INTERNAL' }, { status: 503 }),
      () => HttpResponse.json(recorded([12])),
    );
    localStorage.setItem('user', JSON.stringify({ id: 5, name: 'Vera' }));
    const { result } = renderHook(() => useAttendanceCheckIn());
    await act(() => result.current.onScanned(CODE));
    expect(result.current.phase).toEqual({ name: 'error', message: 'Check-in failed. Please try again.' });
    // Try Again: scan again; then the visitor's confirm meets a server error and stays on the picker.
    await act(() => result.current.onScanned(CODE));
    expect(result.current.phase).toMatchObject({ name: 'success' });
    await act(() => result.current.confirmCategories([12]));
    expect(result.current.phase).toMatchObject({ name: 'success', confirmError: 'Visitor check-in failed. Please try again.' });
    await act(() => result.current.confirmCategories([12]));
    await waitFor(() => expect(result.current.phase).toMatchObject({ name: 'success', result: { availableCategories: [] } }));
  });
});

describe('the first check-in on this device (issue 30: the "Install app" offer follows it)', () => {
  it('is remembered once the server records an attendance, not while a visitor still chooses, not on a refusal', async () => {
    verifyAnswers(
      () => HttpResponse.json({ success: false, error: 'CHECKIN_NOT_OPEN', message: 'Check-in opens at 8:00 AM.' }, { status: 409 }),
      () => HttpResponse.json(choice),
      () => HttpResponse.json(recorded([11])),
    );
    const { result } = renderHook(() => useAttendanceCheckIn());
    await act(() => result.current.onScanned(CODE));
    expect(localStorage.getItem('checkedInOnce')).toBeNull();
    await act(() => result.current.onScanned(CODE));
    expect(result.current.phase.name).toBe('success');
    expect(localStorage.getItem('checkedInOnce')).toBeNull();
    await act(() => result.current.confirmCategories([11]));
    await waitFor(() => expect(localStorage.getItem('checkedInOnce')).toBe('true'));
  });
});
