import { sql, type SQL } from 'drizzle-orm';
import { fixtures } from './schema/index';

/**
 * The fixture's next `schedule_sequence` in an `UPDATE fixtures SET ...`: one more when the new time
 * or venue differs from the row's, unchanged otherwise. Computed in the UPDATE itself (the SET reads
 * the row as it was), so two moves at once each count. Every write that moves a match sets it, so a
 * calendar app that sees the higher SEQUENCE replaces its entry (issue 33). A drawn match's first
 * slot (it had only a placeholder time, `is_scheduled` false) is not a move: nobody's calendar or
 * phone had it yet, so it stays at 0 and no "match moved" notification is sent for it.
 */
export function scheduleSequenceAfterMove(startsAt: Date, venueId?: number): SQL {
  const venueMoved = venueId === undefined ? sql`false` : sql`${fixtures.venueId} is distinct from ${venueId}`;
  return sql`${fixtures.scheduleSequence} + case when ${fixtures.isScheduled} and (${fixtures.startsAt} is distinct from ${startsAt.toISOString()}::timestamptz or ${venueMoved}) then 1 else 0 end`;
}
