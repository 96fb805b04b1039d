/**
 * Natural batching of one kind of statement (group commit done by the application): when a batch
 * of that statement is already on its way and `maxInFlight` are out, the calls that arrive meanwhile
 * wait and then go together, as one statement, in one round trip. An idle server sends each call
 * at once, alone, so batching adds no latency; under load the batches grow by themselves, and the
 * per-statement costs (a socket write each way, the executor's start-up, the commit) are paid once
 * per batch instead of once per call.
 */
export interface StatementBatcherOptions<Item, Result> {
  /** Runs the items as one statement; answers one result per item, in the same order. */
  runBatch: (items: Item[]) => Promise<Result[]>;
  maxBatchSize: number;
  maxInFlight: number;
  /** Items with the same key never share a batch (two writes of one person's rows would collide). */
  keyOf?: (item: Item) => string | number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export class StatementBatcher<Item, Result> {
  private queue: Waiting<Item, Result>[] = [];
  private inFlight = 0;

  constructor(private readonly options: StatementBatcherOptions<Item, Result>) {}

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  /** The oldest waiting items, up to the batch size, one per key; the others keep their place. */
  private take(): Waiting<Item, Result>[] {
    const { keyOf, maxBatchSize } = this.options;
    if (!keyOf) return this.queue.splice(0, maxBatchSize);
    const batch: Waiting<Item, Result>[] = [];
    const rest: Waiting<Item, Result>[] = [];
    const keys = new Set<string | number>();
    for (const waiting of this.queue) {
      const key = keyOf(waiting.item);
      if (batch.length < maxBatchSize && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async run(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await this.options.runBatch(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad item fails its whole statement: run each alone, so only that one gets the error.
      await Promise.all(
        batch.map((waiting) => this.options.runBatch([waiting.item]).then((results) => waiting.resolve(results[0]!), waiting.reject)),
      );
    }
  }
}
