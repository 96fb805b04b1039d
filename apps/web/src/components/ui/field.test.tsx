/** @vitest-environment happy-dom */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/render';
import { CONTROL_CLASS, Field, Select } from './field';
import { Panel, panelClass } from './panel';
import { Skeleton } from './skeleton';

const SPORT_OPTIONS = [
  { value: 'event_calendar', label: 'Event calendar' },
  { value: 'sport_category', label: 'Sport category' },
] as const;

function Filter() {
  const [value, setValue] = useState<(typeof SPORT_OPTIONS)[number]['value']>('event_calendar');
  return (
    <>
      <Field label="Group by" hint="How the list is grouped.">
        <Select value={value} options={SPORT_OPTIONS} onChange={setValue} />
      </Field>
      <output>{value}</output>
    </>
  );
}

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <Field label="Full name" hint="As on your ID.">
        <input className={CONTROL_CLASS} />
      </Field>,
    );
    const input = screen.getByLabelText('Full name');
    expect(input.tagName).toBe('INPUT');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('As on your ID.');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the control invalid and announces the error, keeping an id the caller gave', () => {
    render(
      <Field label="Email" error="Enter a valid email address" hint="We send receipts here.">
        <input id="signup-email" aria-describedby="email-note" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('signup-email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-note signup-email-hint signup-email-error');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address');
  });
});

describe('Select', () => {
  it("shows people's words and hands back the typed value", async () => {
    render(<Filter />);
    const select = screen.getByLabelText('Group by');
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual(['Event calendar', 'Sport category']);
    await userEvent.selectOptions(select, 'Sport category');
    expect(screen.getByRole('status').textContent).toBe('sport_category');
  });
});

describe('Panel and Skeleton', () => {
  it('renders the one card surface as the element asked for', () => {
    render(
      <Panel as="section" aria-label="Details" padding="lg" className="mt-4">
        Text
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Details' });
    expect(region.tagName).toBe('SECTION');
    expect(region.className).toBe(panelClass('lg', 'mt-4'));
    expect(panelClass('none')).not.toMatch(/\bp-\d/);
  });

  it('is a named status when it says what is loading, and decorative otherwise', () => {
    render(
      <>
        <Skeleton label="Loading your QR code" className="h-36" />
        <Skeleton className="h-8" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading your QR code' })).toBeTruthy();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(document.querySelectorAll('[aria-hidden="true"].animate-pulse')).toHaveLength(1);
  });
});
