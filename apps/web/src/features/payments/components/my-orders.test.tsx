/** @vitest-environment happy-dom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@podium/contracts/payments/order';
import { Toaster } from '../../../components/ui/toaster';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { RAZORPAY_CHECKOUT_SCRIPT, type RazorpayPaymentResponse } from '../razorpay-checkout';
import { MyOrders } from './my-orders';

const pending: Order = {
  orderId: '3f1c6a52-5d2e-4f7a-9a59-6f0d1d9e0a11',
  amount: 49_900,
  currency: 'INR',
  provider: 'razorpay',
  status: 'pending',
  refunded: 0,
  expiresAt: '2026-11-24T10:15:00.000Z',
  paidAt: null,
  receiptNumber: null,
  eventId: 1,
  registrationIds: [7],
  checkout: null,
  lines: [],
  refunds: [],
  lastAttemptFailedAt: null,
};
const opened: Order = { ...pending, checkout: { keyId: 'rzp_test_key', providerOrderId: 'order_R1' } };

/**
 * Razorpay's checkout.js stands in as what it is to our page: a global `Razorpay` constructor whose
 * `open()` shows Razorpay's frame; here the member either pays (the handler gets the signed answer)
 * or closes it. Everything of ours around it runs for real.
 */
function razorpayThat(outcome: 'pays' | 'closes') {
  const seen: { options?: Record<string, unknown> } = {};
  window.Razorpay = class {
    constructor(
      private readonly options: Record<string, unknown> & {
        handler: (r: RazorpayPaymentResponse) => void;
        modal: { ondismiss: () => void };
      },
    ) {
      seen.options = options;
    }
    open() {
      if (outcome === 'pays')
        this.options.handler({ razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_P1', razorpay_signature: 'sig-from-razorpay' });
      else this.options.modal.ondismiss();
    }
    on() {}
  } as unknown as Window['Razorpay'];
  return seen;
}

afterEach(() => {
  delete window.Razorpay;
  document.querySelectorAll('script[src^="https://checkout.razorpay.com"]').forEach((script) => script.remove());
});

function renderOrders(returned: Order) {
  const posted: unknown[] = [];
  apiServer.use(
    http.get(apiUrl('/customer/orders'), () => HttpResponse.json({ success: true, message: 'OK', data: [pending] })),
    http.get(apiUrl('/tenant-config'), () => HttpResponse.json({}, { status: 404 })),
    http.post(apiUrl(`/customer/orders/${pending.orderId}/checkout`), () =>
      HttpResponse.json({ success: true, message: 'OK', data: opened }),
    ),
    http.post(apiUrl(`/customer/orders/${pending.orderId}/razorpay-return`), async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ success: true, message: 'OK', data: returned });
    }),
  );
  renderWithQueries(
    <MemoryRouter>
      <MyOrders enabled />
      <Toaster />
    </MemoryRouter>,
  );
  return posted;
}

describe("'Pay now' for a Razorpay order", () => {
  it("opens Razorpay's checkout with our key and its order, and sends its signed answer to the API", async () => {
    const razorpay = razorpayThat('pays');
    const posted = renderOrders({ ...opened, status: 'paid', paidAt: '2026-11-24T10:01:00.000Z' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Payment received. Your place is confirmed.')).toBeTruthy();
    expect(razorpay.options).toMatchObject({ key: 'rzp_test_key', order_id: 'order_R1', amount: 49_900, currency: 'INR' });
    expect(posted).toEqual([{ razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_P1', razorpay_signature: 'sig-from-razorpay' }]);
  });

  it('says the place stays held when the member closes the checkout, and sends nothing', async () => {
    razorpayThat('closes');
    const posted = renderOrders(opened);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText(/Payment not completed/)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('loads checkout.js from Razorpay itself, and says so plainly when it cannot', async () => {
    const added: string[] = [];
    const watcher = new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) if (node instanceof HTMLScriptElement) added.push(node.src);
    });
    watcher.observe(document.head, { childList: true });
    const posted = renderOrders(opened);
    // The test browser loads no scripts: the load fails, as it would offline or behind a blocker.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('The checkout could not be opened. Please try again in a minute.')).toBeTruthy();
    watcher.disconnect();
    expect(added).toEqual([RAZORPAY_CHECKOUT_SCRIPT]);
    expect(posted).toEqual([]);
  });
});

describe('refunds on My registrations (issue 28)', () => {
  it('shows a refused refund as failed, not as refunded, and one on its way as on its way', async () => {
    const paid: Order = {
      ...pending,
      status: 'paid',
      paidAt: '2026-11-24T10:01:00.000Z',
      receiptNumber: 'R-000007',
      refunds: [
        { id: 11, amount: 30_000, status: 'failed', reason: 'withdrawal', createdAt: '2026-11-25T10:00:00.000Z' },
        { id: 12, amount: 10_000, status: 'sent', reason: 'Goodwill', createdAt: '2026-11-25T11:00:00.000Z' },
      ],
    };
    apiServer.use(http.get(apiUrl('/customer/orders'), () => HttpResponse.json({ success: true, message: 'OK', data: [paid] })));
    renderWithQueries(
      <MemoryRouter>
        <MyOrders enabled />
      </MemoryRouter>,
    );
    const notes = await screen.findByTestId('refund-notes');
    expect(notes.textContent).toMatch(/Refund of ₹300(\.00)? failed/);
    expect(notes.textContent).toMatch(/Refund of ₹100(\.00)? on its way/);
    expect(screen.getByTestId('order-status').textContent).not.toContain('refunded');
  });
});

describe('credit notes on My registrations (issue 30)', () => {
  it('offers a credit note for each refund that went through, numbered after the receipt, and none for a failed one', async () => {
    const paid: Order = {
      ...pending,
      status: 'partially_refunded',
      paidAt: '2026-11-24T10:01:00.000Z',
      receiptNumber: 'R-000007',
      refunded: 10_000,
      refunds: [
        { id: 11, amount: 30_000, status: 'failed', reason: 'withdrawal', createdAt: '2026-11-25T10:00:00.000Z' },
        { id: 12, amount: 10_000, status: 'processed', reason: 'Goodwill', createdAt: '2026-11-25T11:00:00.000Z' },
      ],
    };
    const asked: string[] = [];
    apiServer.use(
      http.get(apiUrl('/customer/orders'), () => HttpResponse.json({ success: true, message: 'OK', data: [paid] })),
      http.get(apiUrl(`/customer/orders/${paid.orderId}/refunds/:refundId/credit-note`), ({ params }) => {
        asked.push(String(params.refundId));
        return new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    // The download is a link the page clicks; the test keeps the file name instead of following it.
    const saved: string[] = [];
    const keepDownload = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[download]');
      if (!link) return;
      event.preventDefault();
      saved.push(link.getAttribute('download')!);
    };
    document.addEventListener('click', keepDownload, true);
    try {
      const user = userEvent.setup();
      renderWithQueries(
        <MemoryRouter>
          <MyOrders enabled />
          <Toaster />
        </MemoryRouter>,
      );
      await user.click(await screen.findByRole('button', { name: 'Credit note R-000007-C2' }));
      expect(screen.queryByRole('button', { name: /Credit note R-000007-C1/ })).toBeNull();
      await expect.poll(() => saved).toEqual(['credit-note-R-000007-C2.pdf']);
      expect(asked).toEqual(['12']);
      expect(screen.queryByText('The credit note could not be downloaded. Please try again.')).toBeNull();
    } finally {
      document.removeEventListener('click', keepDownload, true);
    }
  });
});

describe('a credit note download with no network (issue 30)', () => {
  it('says so in words, not as "Failed to fetch", and the button stays to try again', async () => {
    const paid: Order = {
      ...pending,
      status: 'refunded',
      paidAt: '2026-11-24T10:01:00.000Z',
      receiptNumber: 'R-000008',
      refunded: 49_900,
      refunds: [{ id: 21, amount: 49_900, status: 'processed', reason: 'Cancelled', createdAt: '2026-11-25T10:00:00.000Z' }],
    };
    apiServer.use(
      http.get(apiUrl('/customer/orders'), () => HttpResponse.json({ success: true, message: 'OK', data: [paid] })),
      http.get(apiUrl(`/customer/orders/${paid.orderId}/refunds/:refundId/credit-note`), () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderWithQueries(
      <MemoryRouter>
        <MyOrders enabled />
        <Toaster />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Credit note R-000008-C1' }));
    expect(await screen.findByText('The credit note could not be downloaded. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Credit note R-000008-C1' })).toBeTruthy();
  });
});

describe('a failed payment on My registrations (issue 30)', () => {
  it("keeps the place, says so, and offers 'Try again' instead of 'Pay now'", async () => {
    const inTenMinutes = new Date(Date.now() + 10 * 60_000 + 30_000).toISOString();
    const failed: Order = { ...pending, provider: 'demo', expiresAt: inTenMinutes, lastAttemptFailedAt: new Date().toISOString() };
    apiServer.use(http.get(apiUrl('/customer/orders'), () => HttpResponse.json({ success: true, message: 'OK', data: [failed] })));
    renderWithQueries(
      <MemoryRouter>
        <MyOrders enabled />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
    expect(screen.getByTestId('payment-failed-note').textContent).toMatch(
      /^The payment did not go through\. Your place is held for 10 more minutes \(until .+\)\.$/,
    );
  });
});
