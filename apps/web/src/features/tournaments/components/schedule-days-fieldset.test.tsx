/** @vitest-environment happy-dom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { ScheduleDaysFieldset, type ScheduleDay } from './schedule-days-fieldset';

/** The fieldset with its days kept in state, as the schedule form keeps them; `seen` gets every change. */
function Harness({ seen }: { seen: ScheduleDay[][] }) {
  const [days, setDays] = useState<ScheduleDay[]>([{ date: '2026-07-01', from: '09:00', to: '18:00' }]);
  return (
    <ScheduleDaysFieldset
      days={days}
      onChange={(next) => {
        seen.push(next);
        setDays(next);
      }}
    />
  );
}
const valuesOf = (label: string) => screen.getAllByLabelText(label).map((box) => (box as HTMLInputElement).value);

describe("the schedule form's days", () => {
  it('shows each day with its hours, and a new day starts as a copy of the last', async () => {
    const seen: ScheduleDay[][] = [];
    render(<Harness seen={seen} />);
    expect(screen.getByRole('group', { name: 'Days' })).toBeTruthy();
    expect([valuesOf('Date'), valuesOf('From'), valuesOf('To')]).toEqual([['2026-07-01'], ['09:00'], ['18:00']]);
    await userEvent.click(screen.getByRole('button', { name: 'Add a day' }));
    expect(seen.at(-1)).toHaveLength(2);
    expect(valuesOf('From')).toEqual(['09:00', '09:00']);
  });

  it('changes only the field of the day edited', async () => {
    const seen: ScheduleDay[][] = [];
    render(<Harness seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a day' }));
    fireEvent.change(screen.getAllByLabelText('Date')[1]!, { target: { value: '2026-07-02' } });
    fireEvent.change(screen.getAllByLabelText('To')[0]!, { target: { value: '17:00' } });
    expect(seen.at(-1)).toEqual([
      { date: '2026-07-01', from: '09:00', to: '17:00' },
      { date: '2026-07-02', from: '09:00', to: '18:00' },
    ]);
  });
});
