import type { FastifyBaseLogger } from 'fastify';

/** A piece of work the server repeats while it is up (payments, waiting lists, purges, notifications). */
export interface Job {
  /** Unique; names the job in its log lines. */
  name: string;
  everyMs: number;
  /** One run. What it returns, when not undefined, is logged as the run's outcome. */
  run(): Promise<Record<string, unknown> | undefined>;
}

/**
 * Every repeating job in one place (issue 35: each feature used to wire its own timer inside
 * app.ts): registered at start-up, started when the server is ready, stopped on close, where stop
 * waits for a run in progress so a shutdown never cuts a refund or a purge in half. A run never
 * overlaps the previous run of the same job (a slow tick is skipped), and a failure is logged, never
 * thrown: the next tick tries again.
 */
export class JobRegistry {
  private readonly jobs = new Map<string, Job>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private isStarted = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  register(job: Job | null): void {
    if (!job) return;
    if (this.isStarted) throw new Error(`Job ${job.name} registered after the jobs started`);
    if (this.jobs.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    if (!(job.everyMs >= 1_000)) throw new Error(`Job ${job.name} must run at most once a second, not every ${job.everyMs} ms`);
    this.jobs.set(job.name, job);
  }

  /** The registered jobs' names (the health page and tests list them). */
  names(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    if (this.isStarted) return;
    this.isStarted = true;
    for (const job of this.jobs.values()) {
      const timer = setInterval(() => void this.runOnce(job.name), job.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Runs a job now unless a run of it is in progress (then that run's promise); never rejects. */
  runOnce(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    const current = this.running.get(name);
    if (current) return current;
    const run = job
      .run()
      .then(
        (outcome) => {
          if (outcome !== undefined) this.log.info({ job: name, ...outcome }, `${name} job ran`);
        },
        (error: unknown) => this.log.error({ err: error, job: name }, `${name} job failed`),
      )
      .finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  /** Stops every timer and waits for the runs in progress. */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.running.values());
  }
}
