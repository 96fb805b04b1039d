/** @vitest-environment happy-dom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Order, RefundPolicy } from '@podium/contracts/payments/order';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { Toaster } from '../../../components/ui/toaster';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { MyRegistrationsList } from './my-registrations-list';

const registration: MyRegistration = {
  id: 7,
  status: 'confirmed',
  eventSportCategoryId: 11,
  event: {
    id: 1,
    eventName: 'Corporate Olympics',
    path: 'corporate-olympics',
    city: { id: 1, name: 'Bengaluru' },
    timeZone: 'Asia/Kolkata',
  },
  sport: { id: 2, name: 'Table Tennis' },
  category: { id: 3, name: "Men's Open" },
  venue: { id: 4, name: 'Hall A', address: 'MG Road' },
  team: null,
  nextFixture: null,
  categoryResult: null,
  registeredAt: '2026-11-20T10:00:00.000Z',
  withdrawClosesAt: '2026-12-20T10:00:00.000Z',
  canWithdraw: true,
};
const paidOrder: Order = {
  orderId: '3f1c6a52-5d2e-4f7a-9a59-6f0d1d9e0a11',
  amount: 49_900,
  currency: 'INR',
  provider: 'demo',
  status: 'paid',
  refunded: 0,
  expiresAt: '2026-11-20T10:15:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  receiptNumber: 'R-000001',
  eventId: 1,
  registrationIds: [7],
  checkout: null,
  lines: [{ registrationId: 7, eventSportCategoryId: 11, amount: 49_900, refunded: 0, released: false, teamId: null }],
  refunds: [],
  lastAttemptFailedAt: null,
};

function renderList(policy: RefundPolicy, orders: Order[] = [paidOrder]) {
  const withdrawn: number[] = [];
  apiServer.use(
    http.get(apiUrl('/customer/orders'), () => HttpResponse.json({ success: true, message: 'OK', data: orders })),
    http.get(apiUrl('/payments/policy'), () => HttpResponse.json({ success: true, message: 'OK', data: policy })),
    http.delete(apiUrl('/customer/registrations/7'), () => {
      withdrawn.push(7);
      return HttpResponse.json({ success: true, message: 'You have withdrawn from this category.' });
    }),
  );
  renderWithQueries(
    <MemoryRouter>
      <MyRegistrationsList registrations={[registration]} />
      <Toaster />
    </MemoryRouter>,
  );
  return withdrawn;
}

describe('withdrawing from a paid category (issue 30)', () => {
  it('says how much comes back under a minus-fee policy before anything is withdrawn', async () => {
    const withdrawn = renderList({ refundPolicy: 'minus_fee', refundFee: 5_000, holdMinutes: 15 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: "Withdraw from Table Tennis · Men's Open?" });
    expect(await screen.findByTestId('withdrawal-refund')).toHaveProperty(
      'textContent',
      "₹449.00 comes back to your original payment method (a cancellation fee of ₹50.00 is kept under this site's policy).",
    );
    expect(withdrawn).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep my place' }));
    expect(dialog.isConnected).toBe(false);
    expect(withdrawn).toEqual([]);
  });

  it('says plainly when the policy gives nothing back, and withdraws only on confirmation', async () => {
    const withdrawn = renderList({ refundPolicy: 'none', refundFee: 0, holdMinutes: 15 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByTestId('withdrawal-refund')).textContent).toBe(
      "No refund: under this site's policy the ₹499.00 paid is not given back.",
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You have withdrawn from this category.')).toBeTruthy();
    expect(withdrawn).toEqual([7]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('for an unpaid hold, says nothing is charged', async () => {
    renderList({ refundPolicy: 'full', refundFee: 0, holdMinutes: 15 }, [{ ...paidOrder, status: 'pending', paidAt: null }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByTestId('withdrawal-refund')).textContent).toMatch(/Nothing has been paid yet/);
  });
});
