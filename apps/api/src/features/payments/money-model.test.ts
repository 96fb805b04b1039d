import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull, sql } from 'drizzle-orm';
import { refunds } from '../../db/schema/index';
import { startMoneyHarness, type MoneyHarness } from '../../../test/money-harness';
import type { SignedWebhook } from '../../../test/payment-provider-servers';
import { runPaymentJobs } from './payment-jobs';

/**
 * Issue 28's class guard for money: random sequences of what members, admins, providers and the
 * network do (register, create or join a team, pay, fail, expire, withdraw, re-register, admin
 * refunds, redelivered and out-of-order webhooks, refunds the provider refuses or cannot take),
 * each provider over its local server, checking after every step:
 * - refunded ≤ paid per line and per order, and an order's refunded total is its lines' sum;
 * - every confirmed place of a paid category is covered by exactly one live, paid, unrefunded line
 *   (its own, or its team's fee);
 * - no team without members holds a place;
 * - Podium's refunded total (refunds the provider has an id for) equals the provider's own;
 * - no request is answered with a 5xx.
 * Runs on the embedded database and, in CI's second run, on PostgreSQL. MONEY_MODEL_RUNS and
 * MONEY_MODEL_SEED replay or widen it.
 */
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 10);
const SEED = process.env.MONEY_MODEL_SEED === undefined ? undefined : Number(process.env.MONEY_MODEL_SEED);

type Action =
  | { kind: 'register'; member: number; category: number }
  | { kind: 'registerBoth'; member: number }
  | { kind: 'createTeam'; member: number }
  | { kind: 'joinTeam'; member: number; team: number }
  | { kind: 'withdraw'; member: number; pick: number }
  | { kind: 'pay'; order: number }
  | { kind: 'fail'; order: number }
  | { kind: 'redeliver'; webhook: number }
  | { kind: 'refundEvent'; refund: number }
  | { kind: 'adminRefund'; order: number; part: boolean }
  | { kind: 'payNow'; order: number }
  | { kind: 'expire' }
  | { kind: 'jobs' }
  | { kind: 'provider'; behaviour: 'ok' | 'down' | 'refuse' };

const index = fc.nat({ max: 7 });
const member = fc.nat({ max: 2 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('register' as const), member, category: fc.nat({ max: 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('registerBoth' as const), member }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('createTeam' as const), member }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('joinTeam' as const), member, team: index }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), member, pick: index }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pay' as const), order: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail' as const), order: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('redeliver' as const), webhook: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refundEvent' as const), refund: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('adminRefund' as const), order: index, part: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payNow' as const), order: index }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'jobs' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('provider' as const),
      behaviour: fc.constantFrom('ok', 'down', 'refuse') as fc.Arbitrary<'ok' | 'down' | 'refuse'>,
    }),
  },
);

describe.each(['razorpay', 'stripe'] as const)('money model on %s', (provider) => {
  let money: MoneyHarness;
  beforeAll(async () => {
    money = await startMoneyHarness(provider);
  });
  afterAll(async () => money.close());

  it('keeps every money invariant after every step of random sequences', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 15, maxLength: 40 }), async (actions) => {
        run += 1;
        const {
          eventId,
          soloIds,
          teamId: teamEsc,
        } = await money.paidEvent({
          solo: [10_000, 25_000],
          team: { amount: 60_000, chargedPer: 'team', capacity: 4 },
        });
        const members = [await money.member(), await money.member(), await money.member()];
        const orders: Array<{ orderId: string; providerOrderId?: string; token: string }> = [];
        const webhooks: SignedWebhook[] = [];
        const joinCodes: string[] = [];
        money.fake.setRefunds('ok');

        const noServerError = (response: { statusCode: number; body: string }, what: string) => {
          if (process.env.MONEY_MODEL_DEBUG) console.log('DEBUG', what, response.statusCode, response.body.slice(0, 150));
          expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
        };
        const remember = (
          response: {
            statusCode: number;
            json(): {
              data?: {
                order?: { orderId: string; checkout: Record<string, string> | null };
                registrations?: Array<{ team: { joinCode: string } | null }>;
              };
            };
          },
          token: string,
        ) => {
          if (response.statusCode !== 201) return;
          const data = response.json().data!;
          if (data.order) orders.push({ orderId: data.order.orderId, providerOrderId: money.providerOrderIdOf(data.order), token });
          for (const registration of data.registrations ?? []) if (registration.team) joinCodes.push(registration.team.joinCode);
        };
        const deliver = async (webhook: SignedWebhook) => {
          webhooks.push(webhook);
          noServerError(await money.deliver(webhook), 'webhook');
        };

        for (const step of actions) {
          switch (step.kind) {
            case 'register': {
              const who = members[step.member]!;
              const answer = await money.registerEntries(who.token, eventId, [
                { eventSportCategoryId: soloIds[step.category], mode: 'individual' },
              ]);
              noServerError(answer, 'register');
              remember(answer, who.token);
              break;
            }
            case 'registerBoth': {
              const who = members[step.member]!;
              const entries = soloIds.map((id) => ({ eventSportCategoryId: id, mode: 'individual' }));
              const answer = await money.registerEntries(who.token, eventId, entries);
              noServerError(answer, 'register both');
              remember(answer, who.token);
              break;
            }
            case 'createTeam': {
              const who = members[step.member]!;
              const name = `Team ${run}-${joinCodes.length}-${step.member}-${orders.length}`;
              const answer = await money.registerEntries(who.token, eventId, [
                { eventSportCategoryId: teamEsc, mode: 'create-team', teamName: name },
              ]);
              noServerError(answer, 'create team');
              remember(answer, who.token);
              break;
            }
            case 'joinTeam': {
              const code = joinCodes[step.team % Math.max(joinCodes.length, 1)];
              if (!code) break;
              const who = members[step.member]!;
              const answer = await money.registerEntries(who.token, eventId, [
                { eventSportCategoryId: teamEsc, mode: 'join-team', joinCode: code },
              ]);
              noServerError(answer, 'join team');
              break;
            }
            case 'withdraw': {
              const who = members[step.member]!;
              const mine = (await money.call('GET', `/api/customer/registrations?eventId=${eventId}`, who.token)).json().data as Array<{
                id: number;
                status: string;
              }>;
              const held = mine.filter((one) => one.status !== 'withdrawn');
              const registration = held[step.pick % Math.max(held.length, 1)];
              if (!registration) break;
              noServerError(await money.call('DELETE', `/api/customer/registrations/${registration.id}`, who.token), 'withdraw');
              break;
            }
            case 'pay': {
              const order = orders[step.order % Math.max(orders.length, 1)];
              if (!order?.providerOrderId) break;
              await deliver(money.fake.capture(order.providerOrderId));
              break;
            }
            case 'fail': {
              const order = orders[step.order % Math.max(orders.length, 1)];
              if (!order?.providerOrderId) break;
              await deliver(money.fake.failed(order.providerOrderId));
              break;
            }
            case 'redeliver': {
              const webhook = webhooks[step.webhook % Math.max(webhooks.length, 1)];
              if (webhook) noServerError(await money.deliver(webhook), 'redelivery');
              break;
            }
            case 'refundEvent': {
              if (money.fake.refundCount() === 0) break;
              await deliver(money.fake.refundProcessed(money.fake.refundCount() - 1 - (step.refund % money.fake.refundCount())));
              break;
            }
            case 'adminRefund': {
              const order = orders[step.order % Math.max(orders.length, 1)];
              if (!order) break;
              const body = step.part ? { amount: 5_000, reason: 'Goodwill' } : { reason: 'Event changed' };
              noServerError(
                await money.call('POST', `/api/admin/payments/orders/${order.orderId}/refund`, money.adminToken, body),
                'admin refund',
              );
              break;
            }
            case 'payNow': {
              const order = orders[step.order % Math.max(orders.length, 1)];
              if (!order) break;
              const answer = await money.call('POST', `/api/customer/orders/${order.orderId}/checkout`, order.token);
              noServerError(answer, 'pay now');
              if (answer.statusCode === 200) order.providerOrderId = money.providerOrderIdOf(answer.json().data) ?? order.providerOrderId;
              break;
            }
            case 'expire':
              money.harness.clock.advanceSeconds(16 * 60);
              await runPaymentJobs(money.harness.app.deps);
              break;
            case 'jobs':
              money.harness.clock.advanceSeconds(2 * 60);
              await runPaymentJobs(money.harness.app.deps);
              break;
            case 'provider':
              money.fake.setRefunds(step.behaviour);
              break;
          }
          await money.checkInvariants();
          const [known] = await money.db
            .select({ total: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
            .from(refunds)
            .where(sql`${refunds.status} <> 'failed' and ${isNotNull(refunds.providerRefundId)}`);
          expect(Number(known!.total), `after ${JSON.stringify(step)}`).toBe(money.fake.refundedTotal());
        }
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  }, 240_000);
});
