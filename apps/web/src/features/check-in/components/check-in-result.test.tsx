/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckInResult } from '../api/verify-check-in';
import '../../../test/render';
import { CheckInResultView } from './check-in-result';

const categories = [
  { eventSportCategoryId: 11, sportCategoryName: "Men's Open", sportName: 'Football', venue: 'Stadium', checkedInAt: null },
  { eventSportCategoryId: 12, sportCategoryName: 'Veterans', sportName: 'Football', venue: 'Stadium', checkedInAt: null },
];
const item = {
  eventName: 'Games',
  venue: 'Stadium',
  sportName: 'Football',
  categoryName: "Men's Open",
  timestamp: '2026-06-01T10:00:00.000Z',
  type: 'visitor',
  direction: 'check-in' as const,
  alreadyCheckedIn: false,
  previousCheckInTime: null,
  teamName: null,
};
const result = (overrides: Partial<CheckInResult>): CheckInResult => ({
  message: '',
  user: { name: 'Vera', phone: '9000000004', company: 'Acme', email: null },
  userType: 'Visitor',
  alreadyCheckedIn: false,
  previousCheckInTime: null,
  availableCategories: [],
  items: [],
  timeZone: 'Asia/Kolkata',
  ...overrides,
});

function show(answer: CheckInResult, props: { confirmError?: string; isConfirming?: boolean } = {}) {
  const onConfirmCategories = vi.fn();
  render(
    <CheckInResultView
      result={answer}
      isConfirming={props.isConfirming ?? false}
      confirmError={props.confirmError}
      onConfirmCategories={onConfirmCategories}
      onScanAnother={() => {}}
      onClose={() => {}}
    />,
  );
  return { onConfirmCategories };
}

describe('category picker in the success view (spec sections 2 and 4)', () => {
  it('toggles categories, Cancel clears, Confirm sends the choice and keeps it on screen', async () => {
    const user = userEvent.setup();
    const { onConfirmCategories } = show(result({ availableCategories: categories }));
    expect(screen.getByRole('heading', { name: 'Select Your Category' })).toBeTruthy();
    expect(screen.getByText('Select Sport Categories (2 available)')).toBeTruthy();
    const confirm = () => screen.getByRole('button', { name: /Mark Attendance for|Processing/ });
    expect(confirm().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Men's Open/ }));
    await user.click(screen.getByRole('checkbox', { name: /Veterans/ }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('0 selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Veterans/ }));
    await user.click(screen.getByRole('button', { name: 'Mark Attendance for 1 Category' }));
    expect(onConfirmCategories).toHaveBeenCalledWith([12]);
    // Kept: if this confirm fails, the same choice is sent again with one tap.
    expect(screen.getByRole('checkbox', { name: /Veterans/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows a failed confirm inline, above the buttons', () => {
    show(result({ availableCategories: categories }), { confirmError: 'Failed to mark visitor attendance. Please try again.' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to mark visitor attendance. Please try again.');
    expect(screen.getByRole('heading', { name: 'Select Your Category' })).toBeTruthy();
  });

  it("says 'Processing...' and refuses a second tap while a confirm runs", () => {
    show(result({ availableCategories: categories }), { isConfirming: true });
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("shows for a visitor answer with an empty list, saying 'No categories to choose from at this venue'", () => {
    show(result({ availableCategories: [] }));
    expect(screen.getByText('Select Sport Categories (0 available)')).toBeTruthy();
    expect(screen.getByText('No categories to choose from at this venue')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark Attendance for/ })).toBeNull();
  });

  it('shows when the event carries availableCategories, whoever scanned', () => {
    show(result({ userType: 'Participant', items: [{ ...item, type: 'participant' }], availableCategories: categories }));
    expect(screen.getByRole('heading', { name: 'Select Your Category' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Men's Open/ })).toBeTruthy();
  });

  it('does not show once attendance is recorded (the answer after a confirm names the visitor too)', () => {
    show(result({ items: [item] }));
    expect(screen.getByRole('heading', { name: 'Check-in Complete!' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Event Information')).toBeTruthy();
  });
});
