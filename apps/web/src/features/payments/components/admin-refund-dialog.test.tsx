/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../api/admin-orders';
import '../../../test/render';
import { AdminRefundDialog } from './admin-refund-dialog';

const order: AdminOrder = {
  orderId: '3f1c6a52-5d2e-4f7a-9a59-6f0d1d9e0a11',
  amount: 49_900,
  currency: 'INR',
  provider: 'demo',
  status: 'partially_refunded',
  refunded: 10_000,
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

function renderDialog(serverError?: string) {
  const onConfirm = vi.fn();
  render(<AdminRefundDialog order={order} isBusy={false} serverError={serverError} onConfirm={onConfirm} onCancel={() => {}} />);
  return { onConfirm, user: userEvent.setup() };
}

describe('the admin refund dialog (issue 30)', () => {
  it('offers the whole remainder and sends no amount for it, with the reason', async () => {
    const { onConfirm, user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Refund Priya Payer' })).toBeTruthy();
    expect((screen.getByLabelText('Amount (INR)') as HTMLInputElement).value).toBe('399');
    await user.type(screen.getByLabelText('Reason'), 'Event moved');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onConfirm).toHaveBeenCalledWith({ amount: undefined, reason: 'Event moved' });
  });

  it('refuses a missing reason and too large an amount, saying why under each field', async () => {
    const { onConfirm, user } = renderDialog();
    const amount = screen.getByLabelText('Amount (INR)');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByText('At most ₹399.00 is left to refund on this order.')).toBeTruthy();
    expect(screen.getByText('Give a reason for the refund: it is kept in the audit log.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '100.50');
    await user.type(screen.getByLabelText('Reason'), 'Partial');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onConfirm).toHaveBeenCalledWith({ amount: 10_050, reason: 'Partial' });
  });

  it("shows the server's refusal inside the dialog", () => {
    renderDialog('Only a paid order can be refunded.');
    expect(screen.getByRole('alert').textContent).toBe('Only a paid order can be refunded.');
  });
});
