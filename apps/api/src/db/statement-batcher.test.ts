import { describe, expect, it } from 'vitest';
import { StatementBatcher } from './statement-batcher';

/** A statement runner that holds each batch until released, and keeps what it was given. */
function heldRunner(options: { failOn?: number } = {}) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const runBatch = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      releases.push(() =>
        items.includes(options.failOn ?? Number.NaN)
          ? reject(new Error(`bad item ${options.failOn}`))
          : resolve(items.map((item) => `done ${item}`)),
      );
    });
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, runBatch, releaseAll };
}

describe('StatementBatcher', () => {
  it('sends a call at once and alone when nothing else is on its way', async () => {
    const runner = heldRunner();
    const batcher = new StatementBatcher({ runBatch: runner.runBatch, maxBatchSize: 10, maxInFlight: 1 });
    const answer = batcher.submit(1);
    expect(runner.batches).toEqual([[1]]);
    await runner.releaseAll();
    expect(await answer).toBe('done 1');
  });

  it('sends the calls that arrive meanwhile together, each getting its own result, up to the batch size', async () => {
    const runner = heldRunner();
    const batcher = new StatementBatcher({ runBatch: runner.runBatch, maxBatchSize: 3, maxInFlight: 1 });
    const answers = [1, 2, 3, 4, 5, 6].map((item) => batcher.submit(item));
    expect(runner.batches).toEqual([[1]]);
    await runner.releaseAll();
    expect(runner.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5', 'done 6']);
  });

  it('never puts two items of one key in a batch, and keeps the order otherwise', async () => {
    const runner = heldRunner();
    const batcher = new StatementBatcher({
      runBatch: runner.runBatch,
      maxBatchSize: 10,
      maxInFlight: 1,
      keyOf: (item: number) => item % 2,
    });
    const answers = [1, 3, 5, 2, 4].map((item) => batcher.submit(item));
    await runner.releaseAll();
    expect(runner.batches).toEqual([[1], [3, 2], [5, 4]]);
    expect(await Promise.all(answers)).toHaveLength(5);
  });

  it('lets up to maxInFlight batches go at once', () => {
    const runner = heldRunner();
    const batcher = new StatementBatcher({ runBatch: runner.runBatch, maxBatchSize: 10, maxInFlight: 2 });
    [1, 2, 3, 4].forEach((item) => void batcher.submit(item));
    expect(runner.batches).toEqual([[1], [2]]);
  });

  it('gives the error of a failing item to that item only: the others of its batch are sent again alone', async () => {
    const runner = heldRunner({ failOn: 3 });
    const batcher = new StatementBatcher({ runBatch: runner.runBatch, maxBatchSize: 10, maxInFlight: 1 });
    const answers = [1, 2, 3, 4].map((item) => batcher.submit(item).catch((error: Error) => error.message));
    await runner.releaseAll();
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'bad item 3', 'done 4']);
    expect(runner.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });
});
