import { describe, expect, it } from 'vitest';
import { categoryFees } from '../../src/db/schema/index';
import { SessionService } from '../../src/features/sessions/session.service';
import { systemClock } from '../../src/platform/clock';
import { createEvent, setPersonDetails } from '../event-factories';
import { createTenant, createUser } from '../factories';
import { startFakeRazorpay } from '../payment-provider-servers';
import { TEST_SECRETS } from '../test-app';
import { createServerStore, startServer } from './server-process';

/**
 * Issue 15: the server dies between the provider's capture and our confirmation. The real server
 * runs as a child process (on PostgreSQL when the suite runs with TEST_DATABASE_URL); it is killed
 * with SIGKILL after the member paid at Razorpay (fake) and before the webhook arrived. After the
 * restart Razorpay's webhook retry confirms the registration, once.
 */
describe(`payment confirmation survives a crash (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('a capture the dead server never confirmed is confirmed by the webhook retry after the restart, exactly once', async () => {
    const fake = await startFakeRazorpay('restart-webhook-secret');
    const store = await createServerStore();
    const handle = await store.open();
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const tenant = await createTenant(handle.db, { hostnames: ['127.0.0.1'] });
    const { event, chessOpen } = await createEvent(handle.db, tenant, { startsOn: day(20), endsOn: day(22) });
    await handle.db.insert(categoryFees).values({ eventSportCategoryId: chessOpen.id, tenantId: tenant.id, amountMinor: 49_900 });
    const member = await createUser(handle.db, tenant.id);
    await setPersonDetails(handle.db, member.id, { gender: 'male', dateOfBirth: '1990-01-01' });
    const { token } = await new SessionService(handle.db, systemClock, TEST_SECRETS.sessionSecret, 30).startSession(member, 'test');
    await handle.close();

    const env = {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_restart',
      RAZORPAY_KEY_SECRET: 'restart-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'restart-webhook-secret',
      RAZORPAY_BASE_URL: fake.url,
    };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let server = await startServer(store, env);
    try {
      const registered = await fetch(`${server.url}/api/customer/registrations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] }),
      });
      expect(registered.status).toBe(201);
      const { order } = ((await registered.json()) as { data: { order: { orderId: string; checkout: { providerOrderId: string } } } }).data;

      // The member pays at Razorpay; the server dies before the webhook is delivered.
      const { webhook } = fake.capture(order.checkout.providerOrderId);
      server.child.kill('SIGKILL');
      await server.exited;

      server = await startServer(store, env);
      const readOrder = async () =>
        (
          (await (await fetch(`${server.url}/api/customer/orders/${order.orderId}`, { headers })).json()) as {
            data: { status: string; receiptNumber: string };
          }
        ).data;
      expect((await readOrder()).status).toBe('pending');
      const deliver = () =>
        fetch(`${server.url}/api/payments/webhooks/razorpay`, { method: 'POST', headers: webhook.headers, body: webhook.body });
      expect((await deliver()).status).toBe(200);
      expect(((await (await deliver()).json()) as { message: string }).message).toBe('already');
      expect(await readOrder()).toMatchObject({ status: 'paid', receiptNumber: 'R-000001' });
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await fake.close();
    }
  }, 180_000);
});
