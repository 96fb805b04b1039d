import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMoneyHarness, type MoneyHarness } from '../../../test/money-harness';
import { pdfLines } from '../../../test/pdf-text';
import { imagesIn, withUploadedLogo } from '../../../test/branded-tenant';

/**
 * Issue 30: a refunded member downloads a credit note for each refund that went through, line by
 * line, against their receipt; never for a refund the provider refused, never for another member's.
 */
describe('credit notes', () => {
  let money: MoneyHarness;
  beforeAll(async () => {
    money = await startMoneyHarness('razorpay');
  });
  afterAll(async () => money.close());

  async function paidOrder(fees: number[]) {
    const member = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: fees });
    const answer = await money.registerEntries(
      member.token,
      eventId,
      soloIds.map((eventSportCategoryId) => ({ eventSportCategoryId, mode: 'individual' })),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const order = answer.json().data.order as { orderId: string; checkout: Record<string, string> };
    expect((await money.deliver(money.fake.capture(money.providerOrderIdOf(order)!))).statusCode).toBe(200);
    const registrations = answer.json().data.registrations as Array<{ id: number; eventSportCategoryId: number }>;
    return { member, orderId: order.orderId, registrations, soloIds };
  }
  const creditNoteUrl = (orderId: string, refundId: number | string) => `/api/customer/orders/${orderId}/refunds/${refundId}/credit-note`;

  it('numbers each refund after the receipt and lists what went back, line by line, with the reason', async () => {
    const { member, orderId, registrations, soloIds } = await paidOrder([10_000, 20_000]);
    const withdrawn = registrations.find((one) => one.eventSportCategoryId === soloIds[1])!;
    expect((await money.call('DELETE', `/api/customer/registrations/${withdrawn.id}`, member.token)).statusCode).toBe(200);
    const refund = await money.call('POST', `/api/admin/payments/orders/${orderId}/refund`, money.adminToken, {
      amount: 2_500,
      reason: 'Venue changed',
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const order = await money.orderOf(member.token, orderId);
    expect(order.refunds).toHaveLength(2);
    const [first, second] = order.refunds as Array<{ id: number; amount: number }>;
    expect(first!.amount).toBe(20_000);

    const note = await money.call('GET', creditNoteUrl(orderId, first!.id), member.token);
    expect(note.statusCode, note.body).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    expect(note.headers['content-disposition']).toBe(`attachment; filename="credit-note-${order.receiptNumber}-C1.pdf"`);
    const lines = await pdfLines(note.rawPayload);
    expect(lines).toContain('Credit note');
    expect(lines).toContain(`Credit note number: ${order.receiptNumber}-C1`);
    expect(lines).toContain(`Against receipt: ${order.receiptNumber}`);
    expect(lines.some((line) => /^Carrom .* · Open .*INR 200\.00$/.test(line))).toBe(true);
    expect(lines).toContain('Total credited: INR 200.00');

    const secondLines = await pdfLines((await money.call('GET', creditNoteUrl(orderId, second!.id), member.token)).rawPayload);
    expect(secondLines).toContain(`Credit note number: ${order.receiptNumber}-C2`);
    expect(secondLines).toContain('Total credited: INR 25.00');
    expect(secondLines).toContain('Reason: Venue changed');
    await money.checkInvariants();
  });

  it("receipts and credit notes wear the tenant's brand: its site title and uploaded logo at the top (issue 29 §3)", async () => {
    const { member, orderId, registrations } = await paidOrder([10_000]);
    expect((await money.call('DELETE', `/api/customer/registrations/${registrations[0]!.id}`, member.token)).statusCode).toBe(200);
    const [refund] = (await money.orderOf(member.token, orderId)).refunds as Array<{ id: number }>;
    const documents = async () => [
      (await money.call('GET', `/api/customer/orders/${orderId}/receipt`, member.token)).rawPayload,
      (await money.call('GET', creditNoteUrl(orderId, refund!.id), member.token)).rawPayload,
    ];
    const plain = (await documents()).map(imagesIn);
    await withUploadedLogo(money.harness, money.tenant.id, 'Initech Games', async () => {
      for (const [index, pdf] of (await documents()).entries()) {
        expect(imagesIn(pdf)).toBeGreaterThan(plain[index]!);
        expect((await pdfLines(pdf))[0]).toBe('Initech Games');
      }
    });
  });

  it("has none for a refund the provider refused, and none of another member's order", async () => {
    const { member, orderId } = await paidOrder([30_000]);
    money.fake.setRefunds('refuse');
    try {
      await money.call('POST', `/api/admin/payments/orders/${orderId}/refund`, money.adminToken, { reason: 'Refused by the bank' });
    } finally {
      money.fake.setRefunds('ok');
    }
    const order = await money.orderOf(member.token, orderId);
    const refused = (order.refunds as Array<{ id: number; status: string }>).find((refund) => refund.status === 'failed');
    expect(refused).toBeDefined();
    const answer = await money.call('GET', creditNoteUrl(orderId, refused!.id), member.token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('This refund did not go through, so there is no credit note for it.');

    const other = await paidOrder([10_000]);
    const refunded = await money.call('POST', `/api/admin/payments/orders/${other.orderId}/refund`, money.adminToken, {
      reason: 'Cancelled',
    });
    expect(refunded.statusCode).toBe(200);
    const othersRefund = (await money.orderOf(other.member.token, other.orderId)).refunds[0].id as number;
    expect((await money.call('GET', creditNoteUrl(other.orderId, othersRefund), member.token)).statusCode).toBe(404);
    expect((await money.call('GET', creditNoteUrl(orderId, othersRefund), member.token)).statusCode).toBe(404);
    for (const notAnId of ['abc', '9'.repeat(20), '-1', '1.5']) {
      expect((await money.call('GET', creditNoteUrl(orderId, notAnId), member.token)).statusCode, notAnId.slice(0, 8)).toBe(400);
    }
    // A member asking the same note 200 times at once gets the same PDF each time, and nothing breaks.
    const own = (await money.orderOf(other.member.token, other.orderId)).refunds[0].id as number;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => money.call('GET', creditNoteUrl(other.orderId, own), other.member.token)),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
  });
});
