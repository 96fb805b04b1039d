import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponRules, coupons, type CouponTrigger } from '../../db/schema/index';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

function newCouponCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A transaction or the database: issuing runs inside the caller's transaction when it has one. */
type Executor = Pick<Database, 'select' | 'insert'>;

/**
 * Issues the coupons a tenant's active rules give for `trigger` about `subject` (an event id for
 * registration, an attendance id for a check-in, a placing id for a medal). Each coupon's rule key
 * is `rule:{ruleId}:{subject}`; the unique index (user_id, rule_key) makes a retry or a race issue
 * nothing twice. Returns how many coupons were new.
 */
export async function issueCoupons(
  db: Executor,
  input: { tenantId: number; userId: number; trigger: CouponTrigger; subject: string | number; now: Date },
): Promise<number> {
  const rules = await db
    .select()
    .from(couponRules)
    .where(and(eq(couponRules.tenantId, input.tenantId), eq(couponRules.trigger, input.trigger), eq(couponRules.isActive, true)));
  let issued = 0;
  for (const rule of rules) {
    const inserted = await db
      .insert(coupons)
      .values({
        tenantId: input.tenantId,
        userId: input.userId,
        ruleKey: `rule:${rule.id}:${input.subject}`,
        code: newCouponCode(),
        title: rule.title,
        partner: rule.partner,
        value: rule.value,
        expiresAt: rule.validDays === null ? null : new Date(input.now.getTime() + rule.validDays * 86_400_000),
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: [coupons.userId, coupons.ruleKey] })
      .returning({ id: coupons.id });
    issued += inserted.length;
  }
  return issued;
}
