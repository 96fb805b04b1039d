/** @vitest-environment happy-dom */
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { CompanyCombobox, type CompanyValue } from './company-combobox';

const companies = [
  { id: 1, name: 'Acme Corp' },
  { id: 2, name: 'Globex' },
  { id: 3, name: 'Initech' },
];

function Harness() {
  const [value, setValue] = useState<CompanyValue>({ name: '', id: null });
  return (
    <>
      <label htmlFor="company">Company</label>
      <CompanyCombobox inputId="company" companies={companies} value={value} onChange={setValue} />
      <output aria-label="chosen">{`${value.name}|${value.id ?? ''}`}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Company' });
const chosen = () => screen.getByLabelText('chosen').textContent;

describe('company combobox (spec sections 2 and 4)', () => {
  it("focusing the empty field lists every company with 'Type to add your company name' above them", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    const hint = screen.getByText('Type to add your company name');
    const list = screen.getByRole('listbox', { name: 'Companies' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Acme Corp', 'Globex', 'Initech']);
    // Above the list in reading order.
    expect(hint.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(field(), 'glo');
    expect(screen.queryByText('Type to add your company name')).toBeNull();
  });

  it('picking an option fills the name at once and its id a moment later', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'acm');
    await user.click(screen.getByRole('option', { name: 'Acme Corp' }));
    expect((field() as HTMLInputElement).value).toBe('Acme Corp');
    await waitFor(() => expect(chosen()).toBe('Acme Corp|1'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offers \'Use "{typed}"\' beside near matches and \'Add "{typed}"\' without any; Enter keeps free text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'Acme');
    expect(screen.getByText('Use "Acme" as company name')).toBeTruthy();
    await user.clear(field());
    await user.type(field(), 'Zebra Zoo');
    expect(screen.getByRole('button', { name: 'Add "Zebra Zoo"' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('Zebra Zoo|');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Escape closes the list; arrows and Enter pick the highlighted company', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'i');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(chosen()).toMatch(/\|\d+$/));
  });
});
