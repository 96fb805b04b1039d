import { randomInt } from 'node:crypto';
import type { CouponTrigger } from '../../db/schema/index';
import { insertCouponOnce, listActiveRules, type CouponExecutor } from './coupons.repository';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

function newCouponCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Issues the coupons a tenant's active rules give for `trigger` about `subject` (an event id for
 * registration, an attendance id for a check-in, a placing id for a medal). Each coupon's rule key
 * is `rule:{ruleId}:{subject}`; the unique index (user_id, rule_key) makes a retry or a race issue
 * nothing twice. Returns how many coupons were new.
 */
export async function issueCoupons(
  db: CouponExecutor,
  input: { tenantId: number; userId: number; trigger: CouponTrigger; subject: string | number; now: Date },
): Promise<number> {
  const rules = await listActiveRules(db, input.tenantId, input.trigger);
  let issued = 0;
  for (const rule of rules) {
    const isNew = await insertCouponOnce(db, {
      tenantId: input.tenantId,
      userId: input.userId,
      ruleKey: `rule:${rule.id}:${input.subject}`,
      code: newCouponCode(),
      title: rule.title,
      partner: rule.partner,
      value: rule.value,
      expiresAt: rule.validDays === null ? null : new Date(input.now.getTime() + rule.validDays * 86_400_000),
      createdAt: input.now,
    });
    if (isNew) issued += 1;
  }
  return issued;
}
