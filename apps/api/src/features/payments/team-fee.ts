import type { Executor } from './payments.repository';
import { findLiveTeamLine } from './payment-lines.repository';

/**
 * Whether a team's fee (charged per team) is paid: `held` while its creator's order waits for the
 * payment (a joiner's place is held with it, confirmed or released together), `paid` once paid,
 * `none` when no line pays for the team (a team made while the category was free).
 */
export async function teamFeeState(tx: Executor, teamId: number): Promise<'held' | 'paid' | 'none'> {
  const live = await findLiveTeamLine(tx, teamId);
  if (!live) return 'none';
  if (live.order.status === 'pending') return 'held';
  return live.order.status === 'paid' || live.order.status === 'partially_refunded' ? 'paid' : 'none';
}
