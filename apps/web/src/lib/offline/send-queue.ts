import type { RoundEnd } from './use-offline-retry';

/**
 * Why a queued item could not be sent, decided on the HTTP status (issue 35: one flusher decided on
 * a message's text): no answer at all (status 0) or a server error (5xx) keeps it for a later round
 * (the item carries its own id, so a retry records it once), 401 keeps it until the person signs in
 * again, and any other answer is the server's verdict, so the item leaves the queue.
 */
export type SendFailure = 'network' | 'server-error' | 'signed-out' | 'refused';

/** The failure of a send, or null for an error that is not a failed request (a bug: rethrown). */
export function classifySendFailure(error: unknown): SendFailure | null {
  if (error === null || typeof error !== 'object' || !('status' in error) || typeof error.status !== 'number') return null;
  if (error.status === 0) return 'network';
  if (error.status >= 500) return 'server-error';
  if (error.status === 401) return 'signed-out';
  return 'refused';
}

export interface QueueSender<Item, Answer> {
  /** The items to send, oldest first. */
  list(): Promise<Item[]>;
  /** Sends one item; a failed request throws an error carrying its HTTP `status` (0: no answer). */
  send(item: Item): Promise<Answer>;
  remove(item: Item): Promise<void>;
  onSent?(item: Item, answer: Answer): void;
  /** The server answered and refused the item; it has left the queue. */
  onRefused?(item: Item, error: unknown): void;
}

/**
 * Sends the queued items in order. An item leaves the queue once the server answered it, accepted
 * or refused; a network failure or a server error ends the round with the rest kept (`'network'`:
 * try again later, with backoff),
 * and so does a 401 (`'signed-out'`: the items wait for the person to sign in again). Items are sent
 * with their own ids, so a repeat of one whose first request did arrive records nothing new.
 */
export async function sendQueue<Item, Answer>(queue: QueueSender<Item, Answer>): Promise<RoundEnd> {
  for (const item of await queue.list()) {
    let answer: Answer;
    try {
      answer = await queue.send(item);
    } catch (error) {
      const failure = classifySendFailure(error);
      if (failure === null) throw error;
      if (failure === 'network' || failure === 'server-error') return 'network';
      if (failure === 'signed-out') return failure;
      await queue.remove(item);
      queue.onRefused?.(item, error);
      continue;
    }
    await queue.remove(item);
    queue.onSent?.(item, answer);
  }
  return undefined;
}
