import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categoryFees, events } from '../../src/db/schema/index';
import { createEvent, setPersonDetails } from '../event-factories';
import { createTenant, createUser, signInAs } from '../factories';
import { pdfLines } from '../pdf-text';
import { createTestApp } from '../test-app';

/**
 * Issue 28, section 4: text people typed is printed on one line in every PDF. The names here are
 * written straight to the database, as rows saved before the API refused line breaks (or written by
 * an import or an identity provider) could be; the PDFs are read back with pdf.js.
 */
const FORGED_TOTAL = 'Total paid: INR 45000.00';

const harness = await createTestApp();
harness.clock.set('2026-07-02T06:00:00.000Z');
const { app, database } = harness;
const tenant = await createTenant(database.db, { hostnames: ['printed-text.test'] });
const { event, chessOpen } = await createEvent(database.db, tenant);
await database.db.insert(categoryFees).values({ eventSportCategoryId: chessOpen.id, tenantId: tenant.id, amountMinor: 100_000 });
const member = await createUser(database.db, tenant.id, { name: `Asha Rao\n${FORGED_TOTAL}\u2028Refunded: INR 0.00` });
await setPersonDetails(database.db, member.id, { gender: 'female', dateOfBirth: '1990-01-01' });
const memberToken = await signInAs(app, member);
const staffToken = await signInAs(app, await createUser(database.db, tenant.id, { role: 'staff' }));

const call = (url: string, token: string, payload?: object) =>
  app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

afterAll(() => harness.close());

describe('member text in PDFs', () => {
  it('prints a name holding line breaks on one line of the receipt, adding no "Total paid" line', async () => {
    const registered = await call('/api/customer/registrations', memberToken, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }],
    });
    const { orderId } = registered.json().data.order;
    expect((await call(`/api/customer/orders/${orderId}/demo`, memberToken, { outcome: 'pay' })).json().data.status).toBe('paid');

    const receipt = await call(`/api/customer/orders/${orderId}/receipt`, memberToken);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const lines = await pdfLines(receipt.rawPayload);
    expect(lines.filter((line) => line.startsWith('Total paid'))).toEqual(['Total paid: INR 1000.00']);
    expect(lines.filter((line) => line.startsWith('Refunded'))).toEqual([]);
    const received = lines.filter((line) => line.startsWith('Received from:'));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^Received from: Asha Rao Total paid: INR 45000\.00/);
  });

  it('prints an event name holding line breaks, however long, on one line of the check-in poster', async () => {
    const longName = `Games\nTotal paid: INR 45000.00\u2029${'Very Long Championship '.repeat(8)}`;
    await database.db.update(events).set({ name: longName }).where(eq(events.id, event.id));
    const poster = await call(`/api/events/${event.id}/checkin-codes/poster.pdf?venue=Main%20Arena`, staffToken);
    expect(poster.statusCode).toBe(200);
    const lines = await pdfLines(poster.rawPayload);
    // One page per sport at the venue: each page's title is one line, cut with an ellipsis.
    const titles = lines.filter((line) => line.includes('Total paid'));
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Games Total paid: INR 45000\.00 .*…$/);
    expect(lines.filter((line) => line.endsWith(' - Check-in'))).toHaveLength(titles.length);
  });
});
