import { describe, expect, it } from 'vitest';
import { ApiError } from '../http-client';
import { classifySendFailure, sendQueue } from './send-queue';

/** An in-memory queue whose sends answer from a script: an answer, or an error to throw. */
function scriptedQueue(items: string[], outcomes: Record<string, unknown>) {
  const queue = [...items];
  const sent: string[] = [];
  const refused: string[] = [];
  return {
    queue,
    sent,
    refused,
    sender: {
      list: async () => [...queue],
      send: async (item: string) => {
        const outcome = outcomes[item];
        if (outcome instanceof Error) throw outcome;
        return `ok:${item}`;
      },
      remove: async (item: string) => void queue.splice(queue.indexOf(item), 1),
      onSent: (item: string, answer: string) => sent.push(`${item}=${answer}`),
      onRefused: (item: string) => refused.push(item),
    },
  };
}

const failed = (status: number) => new ApiError(status, undefined, 'x', {});

describe('the one offline flusher (issue 35)', () => {
  it('sends in order, and drops an item the server accepted or refused', async () => {
    const run = scriptedQueue(['a', 'b', 'c'], { b: failed(409) });
    expect(await sendQueue(run.sender)).toBeUndefined();
    expect(run.sent).toEqual(['a=ok:a', 'c=ok:c']);
    expect(run.refused).toEqual(['b']);
    expect(run.queue).toEqual([]);
  });

  it.each([
    [0, 'network'],
    [503, 'network'],
    [401, 'signed-out'],
  ])('stops at an answer of status %i and keeps that item and the rest (%s)', async (status, end) => {
    const run = scriptedQueue(['a', 'b', 'c'], { b: failed(status) });
    expect(await sendQueue(run.sender)).toBe(end);
    expect(run.sent).toEqual(['a=ok:a']);
    expect(run.queue).toEqual(['b', 'c']);
  });

  it('decides on the status, never on the words, and rethrows what is not a failed request', async () => {
    expect(classifySendFailure(Object.assign(new Error('Session expired. Please login again.'), { status: 403 }))).toBe('refused');
    expect(classifySendFailure(Object.assign(new Error('anything'), { status: 401 }))).toBe('signed-out');
    expect(classifySendFailure(new TypeError('boom'))).toBeNull();
    const run = scriptedQueue(['a'], { a: new TypeError('a bug') });
    await expect(sendQueue(run.sender)).rejects.toThrow('a bug');
    expect(run.queue).toEqual(['a']);
  });
});
