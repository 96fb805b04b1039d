/** @vitest-environment happy-dom */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../api/admin-orders';
import '../../../test/render';
import { AdminOrderLines } from './admin-order-lines';

const line = (registrationId: number, label: string, amount: number, refunded: number) => ({
  registrationId,
  eventSportCategoryId: registrationId * 10,
  amount,
  refunded,
  released: false,
  teamId: null,
  label,
});

const order: AdminOrder = {
  orderId: '3f1c6a52-5d2e-4f7a-9a59-6f0d1d9e0a11',
  amount: 79_800,
  currency: 'INR',
  provider: 'demo',
  status: 'partially_refunded',
  refunded: 20_000,
  expiresAt: '2026-11-20T10:15:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  receiptNumber: 'R-000001',
  eventId: 1,
  registrationIds: [7, 8],
  checkout: null,
  lines: [line(7, 'Chess · Open', 49_900, 20_000), line(8, 'Carrom · Doubles', 29_900, 0)],
  refunds: [],
  lastAttemptFailedAt: null,
  memberName: 'Priya Payer',
  eventName: 'Corporate Olympics',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const rows = () =>
  within(screen.getByRole('list', { name: 'Categories in this order' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe("an order's categories in Admin → Payments (issue 30)", () => {
  it('shows how much of each category was refunded, in the one money format', () => {
    render(<AdminOrderLines order={order} />);
    expect(rows()).toEqual(['Chess · OpenRefunded ₹200.00 of ₹499.00', 'Carrom · Doubles₹299.00 paid, nothing refunded']);
  });

  it('shows only the price of a line not paid yet', () => {
    render(<AdminOrderLines order={{ ...order, status: 'pending', refunded: 0, lines: [line(7, 'Chess · Open', 49_900, 0)] }} />);
    expect(rows()).toEqual(['Chess · Open₹499.00']);
  });
});
