import { sql, type SQL } from 'drizzle-orm';

/** issue-coupons.ts's code alphabet: letters and digits that cannot be misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A CTE body issuing the tenant's active 'check-in' coupons for the attendance records the same
 * statement just wrote (`from` names them `rec`): at most one per rule, person and **event day**,
 * with the rule key `rule:{ruleId}:{eventId}:{eventDay}` (issueCoupons' `rule:{ruleId}:{subject}`),
 * so the unique index (user_id, rule_key) makes a second category, a second sport, a retried or
 * racing scan, or a record staff undid and the person scanned again, issue nothing more that day.
 * (Keyed by record, one person once farmed 48 coupons from 12 calls: issue #12, finding 7.)
 * It rides in the check-in's single write statement (no extra round trip).
 * Codes: 10 characters drawn from gen_random_uuid()'s random bytes (PostgreSQL's strong random
 * source), skipping the UUID's version and variant bytes; the subquery refers to the row, so each
 * coupon gets its own.
 */
export function issueCheckInCouponsSql(input: {
  /** A FROM item named `rec` with the new attendance `id` and the columns the expressions below use. */
  from: SQL;
  tenantId: SQL;
  userId: SQL;
  /** The event and the event day (a `date`) of the records. */
  eventId: SQL;
  eventDay: SQL;
  at: SQL;
}): SQL {
  return sql`
    insert into coupons (tenant_id, user_id, rule_key, code, title, partner, value, expires_at, created_at)
    select distinct on (${input.userId}, r.id)
      ${input.tenantId}, ${input.userId}, 'rule:' || r.id || ':' || ${input.eventId} || ':' || to_char(${input.eventDay}, 'YYYY-MM-DD'),
      (select string_agg(substr(${CODE_ALPHABET}, 1 + get_byte(uuid_send(g.u), (array[0,1,2,3,4,5,9,10,11,12])[n + 1]) % 31, 1), '' order by n)
        from (select gen_random_uuid() as u) g, generate_series(0, 9 + 0 * r.id + 0 * rec.id) n),
      r.title, r.partner, r.value,
      case when r.valid_days is null then null else ${input.at} + r.valid_days * interval '1 day' end,
      ${input.at}
    from ${input.from}
    join coupon_rules r on r.tenant_id = ${input.tenantId} and r.trigger = 'check-in' and r.is_active
    on conflict (user_id, rule_key) do nothing`;
}
