/** @vitest-environment happy-dom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../test/render';
import { Button } from './button';
import { Checkbox, ColorInput, FileInput, NativeSelect, PinInput, Radio, TextArea, TextInput } from './controls';
import { Field } from './field';
import { InsetInput } from './inset-input';

describe('the kit controls features draw with', () => {
  it('gives a text box the control look, its field label, its ref and every native prop', async () => {
    const ref = createRef<HTMLInputElement>();
    const typed = vi.fn();
    render(
      <Field label="Team name" error="Give the team a name.">
        <TextInput ref={ref} maxLength={5} onChange={(event) => typed(event.target.value)} className="font-mono" />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Team name' });
    expect(box).toBe(ref.current);
    expect(box.getAttribute('type')).toBe('text');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.className).toMatch(/min-h-11 .*w-full font-mono$/);
    await userEvent.type(box, 'Falcons United');
    expect(typed).toHaveBeenLastCalledWith('Falco');
  });

  it('leaves an inline box its own width and keeps date and number types', () => {
    render(
      <>
        <TextInput inline type="date" aria-label="From" />
        <TextInput type="number" aria-label="Seats" />
      </>,
    );
    expect(screen.getByLabelText('From').className.split(' ')).not.toContain('w-full');
    expect(screen.getByLabelText('From').getAttribute('type')).toBe('date');
    expect(screen.getByRole('spinbutton', { name: 'Seats' }).className.split(' ')).toContain('w-full');
  });

  it('draws a text area, a children select, a tick box, a radio and a file picker', async () => {
    const chosen = vi.fn();
    render(
      <>
        <Field label="Message">
          <TextArea rows={4} />
        </Field>
        <Field label="Sport">
          <NativeSelect defaultValue="b" onChange={(event) => chosen(event.target.value)}>
            <optgroup label="Team">
              <option value="a">Football</option>
              <option value="b">Volleyball</option>
            </optgroup>
          </NativeSelect>
        </Field>
        <label>
          <Checkbox defaultChecked /> Email me
        </label>
        <label>
          <Radio name="size" value="s" /> Small
        </label>
        <Field label="Logo">
          <FileInput accept="image/*" />
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' }).className).toContain('py-2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'a');
    expect(chosen).toHaveBeenCalledWith('a');
    expect((screen.getByRole('checkbox', { name: 'Email me' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Small' }));
    expect((screen.getByRole('radio', { name: 'Small' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Logo').getAttribute('type')).toBe('file');
  });

  it('leaves an inset box inside a drawn group only the caller’s classes', () => {
    render(<InsetInput type="tel" aria-label="Mobile number" className="w-full px-3" />);
    const box = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(box.getAttribute('type')).toBe('tel');
    expect(box.className).toBe('w-full px-3');
  });

  it('lets a caller’s text size replace the 16 px of the look instead of fighting it', () => {
    render(
      <>
        <TextInput inline aria-label="Digit 1" className="h-12 w-11 text-center text-xl" />
        <PinInput length={6} large value="" onChange={() => undefined} aria-label="Code" />
        <TextInput aria-label="Plain" />
      </>,
    );
    const sizes = (label: string) =>
      screen
        .getByLabelText(label)
        .className.split(' ')
        .filter((name) => /^text-(xs|sm|base|lg|\d?xl)$/.test(name));
    expect(sizes('Digit 1')).toEqual(['text-xl']);
    expect(sizes('Code')).toEqual(['text-2xl']);
    expect(sizes('Plain')).toEqual(['text-base']);
  });

  it('draws a colour picker as a swatch that keeps the caller’s margin and reports the chosen colour', () => {
    const picked = vi.fn();
    render(<ColorInput aria-label="Main colour" value="#112233" onChange={(event) => picked(event.target.value)} className="mt-6" />);
    const picker = screen.getByLabelText('Main colour');
    expect(picker.getAttribute('type')).toBe('color');
    expect(picker.className.split(' ')).toEqual(expect.arrayContaining(['h-11', 'w-14', 'p-1', 'mt-6']));
    expect(picker.className.split(' ')).not.toContain('w-full');
    fireEvent.change(picker, { target: { value: '#445566' } });
    expect(picked).toHaveBeenLastCalledWith('#445566');
  });

  it('has a bare button that draws itself but keeps the focus ring and never submits by accident', async () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <Button variant="bare" className="underline">
          Show all
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Show all' });
    expect(button.className).toMatch(/focus-visible:outline .*underline$/);
    expect(button.className).not.toContain('bg-brand-600');
    await userEvent.click(button);
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe('PinInput and EventSelect', () => {
  it("draws the large code in big digits: its size replaces the look's, since Tailwind would not let a later class win", async () => {
    const { PinInput } = await import('./controls');
    render(<PinInput large length={6} value="" onChange={() => undefined} aria-label="Authenticator code" />);
    const classes = screen.getByRole('textbox', { name: 'Authenticator code' }).className.split(' ');
    expect(classes).toContain('text-2xl');
    expect(classes).not.toContain('text-base');
  });

  it('keeps only digits, at most the code length, and asks the phone for its number pad', async () => {
    let code = '';
    const { PinInput, EventSelect } = await import('./controls');
    const { rerender } = render(
      <Field label="Code">
        <PinInput length={6} value={code} onChange={(digits) => (code = digits)} />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Code' });
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(box.getAttribute('autocomplete')).toBe('one-time-code');
    await userEvent.click(box);
    await userEvent.paste('12 34-5678');
    expect(code).toBe('123456');
    const picked = vi.fn();
    rerender(
      <label>
        Event
        <EventSelect events={[{ id: 4, name: 'Olympics' }]} value="" emptyOption="Choose an event" onChange={picked} />
      </label>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), '4');
    expect(picked).toHaveBeenCalledWith('4');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose an event', 'Olympics']);
  });
});
