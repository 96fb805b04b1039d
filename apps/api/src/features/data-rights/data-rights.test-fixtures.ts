import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import {
  attendance,
  coupons,
  paymentOrderLines,
  paymentOrders,
  payments,
  refunds,
  registrations,
  securityEvents,
  userIdentities,
} from '../../db/schema/index';
import type { CheckInEvent } from '../check-in/check-in.test-fixtures';

/**
 * A person's life on a site, one row of each kind the export holds and the erasure touches:
 * registration, check-in, coupon, paid order with a partial refund, security event, SSO link.
 */
export async function givePersonAHistory(db: Database, tenantId: number, userId: number, games: CheckInEvent, tag: string) {
  const [registration] = await db.insert(registrations).values({ userId, eventSportCategoryId: games.chessMen.id }).returning();
  await db.insert(attendance).values({
    tenantId,
    eventId: games.event.id,
    userId,
    eventSportCategoryId: games.chessMen.id,
    eventDay: '2026-06-01',
    attendanceType: 'participant',
  });
  await db.insert(coupons).values({
    tenantId,
    userId,
    ruleKey: `rule:${tag}`,
    code: `COUPON-${tag}`,
    title: 'Free juice',
    partner: 'Juice Bar',
    value: '1 juice',
  });
  const [order] = await db
    .insert(paymentOrders)
    .values({
      tenantId,
      userId,
      eventId: games.event.id,
      amountMinor: 50_000,
      currency: 'INR',
      provider: 'demo',
      providerOrderId: `demo_${randomUUID()}`,
      status: 'partially_refunded',
      refundedMinor: 10_000,
      expiresAt: new Date('2026-06-01T11:00:00Z'),
      paidAt: new Date('2026-06-01T10:05:00Z'),
    })
    .returning();
  await db
    .insert(paymentOrderLines)
    .values({ orderId: order!.id, registrationId: registration!.id, eventSportCategoryId: games.chessMen.id, amountMinor: 50_000 });
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order!.id,
      provider: 'demo',
      providerPaymentId: `pay_${randomUUID()}`,
      amountMinor: 50_000,
      currency: 'INR',
      status: 'captured',
    })
    .returning();
  await db
    .insert(refunds)
    .values({ orderId: order!.id, paymentId: payment!.id, amountMinor: 10_000, status: 'processed', reason: `Refund ${tag}` });
  await db.insert(securityEvents).values({ userId, kind: 'mfa-enabled', detail: { tag } });
  await db.insert(userIdentities).values({ userId, provider: 'google', subject: `google-${tag}`, email: `${tag}@gmail.example` });
  return { registration: registration!, order: order! };
}
