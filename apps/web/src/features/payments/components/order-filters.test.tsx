/** @vitest-environment happy-dom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import type { AdminOrderFilters } from '../api/admin-orders';
import { OrderFilters } from './order-filters';

const events = [
  { id: 1, name: 'Corporate Olympics' },
  { id: 2, name: 'Winter Games' },
];

/** The filters kept in state, as the payments panel keeps them; `seen` gets every change. */
function Harness({ seen }: { seen: AdminOrderFilters[] }) {
  const [filters, setFilters] = useState<AdminOrderFilters>({});
  return (
    <OrderFilters
      filters={filters}
      events={events}
      onChange={(next) => {
        seen.push(next);
        setFilters(next);
      }}
    />
  );
}

describe("the payments list's filters", () => {
  it('offers every order state and every event, each with "all"', () => {
    render(<Harness seen={[]} />);
    const optionsOf = (name: string) =>
      [...(screen.getByRole('combobox', { name }) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(optionsOf('Status')).toEqual([
      'All',
      'Awaiting payment',
      'Paid',
      'Payment failed',
      'Expired',
      'Refunded',
      'Partly refunded',
      'Cancelled',
    ]);
    expect(optionsOf('Event')).toEqual(['All events', 'Corporate Olympics', 'Winter Games']);
  });

  it('adds each filter chosen and leaves out one emptied again', async () => {
    const seen: AdminOrderFilters[] = [];
    render(<Harness seen={seen} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'partially_refunded');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), '2');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    expect(seen.at(-1)).toEqual({ status: 'partially_refunded', eventId: 2, from: '2026-11-01', to: '2026-11-30' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), '');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(seen.at(-1)).toEqual({ status: 'partially_refunded', eventId: undefined, from: undefined, to: '2026-11-30' });
  });
});
