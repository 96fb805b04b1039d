/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../api/admin-orders';
import '../../../test/render';
import { AdminOrderRow } from './admin-order-row';

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
  registrationIds: [7],
  checkout: null,
  lines: [],
  refunds: [],
  lastAttemptFailedAt: null,
  memberName: 'Priya Payer',
  eventName: 'Corporate Olympics',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const renderRow = (shown: AdminOrder, onRefund = () => {}) =>
  render(
    <ul>
      <AdminOrderRow order={shown} onRefund={onRefund} />
    </ul>,
  );

describe('an order in Admin → Payments', () => {
  it('says who paid how much, for which event, its state, receipt and refunds, and offers a refund', async () => {
    const refund = vi.fn();
    renderRow(order, refund);
    expect(screen.getByText('Priya Payer · ₹798.00')).toBeTruthy();
    expect(screen.getByText('Corporate Olympics · Partly refunded · R-000001 · ₹200.00 refunded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(refund).toHaveBeenCalledOnce();
  });

  it('names an unknown member plainly and offers no refund of an order not paid', () => {
    renderRow({ ...order, memberName: null, status: 'pending', refunded: 0, receiptNumber: null, paidAt: null });
    expect(screen.getByText('Member · ₹798.00')).toBeTruthy();
    expect(screen.getByText('Corporate Olympics · Awaiting payment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
