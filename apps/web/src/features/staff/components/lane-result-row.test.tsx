/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { LaneResultRow, type LaneResult } from './lane-result-row';

/** The row with its lane kept in state, as the heat form keeps it. */
function Harness({ start, hint }: { start: LaneResult; hint: string }) {
  const [row, setRow] = useState(start);
  return (
    <ul>
      <LaneResultRow row={row} hint={hint} onChange={(change) => setRow({ ...row, ...change })} />
    </ul>
  );
}
const lane: LaneResult = { lane: 3, name: 'Asha Rao', status: 'ok', mark: '', reason: '' };

describe('a lane of the heat results form', () => {
  it('takes a time on a decimal keypad, with the hint’s first example as placeholder', async () => {
    render(<Harness start={lane} hint="Time: 10.87 or 1:02.35" />);
    expect(screen.getByText('Lane 3 · Asha Rao')).toBeTruthy();
    const mark = screen.getByRole('textbox', { name: 'Lane 3 mark' }) as HTMLInputElement;
    expect([mark.inputMode, mark.placeholder]).toEqual(['decimal', '10.87']);
    await userEvent.type(mark, '11.02');
    expect(mark.value).toBe('11.02');
  });

  it('gives a field event the full keyboard for its attempts', () => {
    render(<Harness start={lane} hint="Metres: 7.45, or attempts 7.10 X 7.45" />);
    const mark = screen.getByRole('textbox', { name: 'Lane 3 mark' }) as HTMLInputElement;
    expect([mark.inputMode, mark.placeholder]).toEqual(['text', '7.45']);
  });

  it('asks for a reason instead of a mark once the lane is DNS, DNF or DQ', async () => {
    render(<Harness start={lane} hint="Time: 10.87 or 1:02.35" />);
    const result = screen.getByRole('combobox', { name: 'Lane 3 result' });
    expect([...(result as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Mark', 'DNS', 'DNF', 'DQ']);
    await userEvent.selectOptions(result, 'DQ');
    expect(screen.queryByRole('textbox', { name: 'Lane 3 mark' })).toBeNull();
    const reason = screen.getByRole('textbox', { name: 'Lane 3 reason' }) as HTMLInputElement;
    expect(reason.placeholder).toBe('Reason (needed)');
    await userEvent.selectOptions(result, 'DNS');
    expect(reason.placeholder).toBe('Reason (optional)');
    await userEvent.type(reason, 'Injured');
    expect(reason.value).toBe('Injured');
  });
});
