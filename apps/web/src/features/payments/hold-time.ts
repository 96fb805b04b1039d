import { useEffect, useState } from 'react';
import type { Order } from '@podium/contracts/payments/order';

/** The clock a hold's countdown reads, moved on every `periodMs` so "12 minutes left" stays true. */
export function useNow(periodMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

/**
 * How long a pending order still holds its places, in words: "held for 12 more minutes (until
 * 4:30 PM)"; under a minute, "held for less than a minute"; null once the hold is over (the expiry
 * job releases the places within a minute; the page shows the order as it then stands).
 */
export function describeHoldLeft(order: Pick<Order, 'expiresAt'>, now: number): string | null {
  const leftMs = Date.parse(order.expiresAt) - now;
  if (leftMs <= 0) return null;
  // The person's own clock ("4:30 PM", as the schedule reads): a hold is about their next minutes.
  const until = new Date(order.expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (leftMs < 60_000) return `held for less than a minute (until ${until})`;
  const minutes = Math.floor(leftMs / 60_000);
  return `held for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'} (until ${until})`;
}

/** A pending order whose last payment attempt failed (issue 30): 'Try again' rather than 'Pay now'. */
export const hasFailedAttempt = (order: Pick<Order, 'status' | 'lastAttemptFailedAt'>) =>
  order.status === 'pending' && order.lastAttemptFailedAt !== null;
