import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobRegistry } from './job-registry';

/** A log that keeps what was written, to read back. */
function recordingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

/** A job whose runs finish only when the test says so. */
function heldJob(name: string) {
  const releases: Array<() => void> = [];
  let runs = 0;
  return {
    job: {
      name,
      everyMs: 60_000,
      run: () =>
        new Promise<undefined>((resolve) => {
          runs++;
          releases.push(() => resolve(undefined));
        }),
    },
    runs: () => runs,
    finishAll: () => releases.splice(0).forEach((release) => release()),
  };
}

describe('the jobs registry', () => {
  afterEach(() => vi.useRealTimers());

  it('runs each job on its interval once started, and never two runs of one job at once', async () => {
    vi.useFakeTimers();
    const { log } = recordingLog();
    const jobs = new JobRegistry(log);
    const held = heldJob('slow');
    jobs.register(held.job);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(held.runs()).toBe(0);
    jobs.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(held.runs()).toBe(1);
    // Still running at the next two ticks: they are skipped.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(held.runs()).toBe(1);
    held.finishAll();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(held.runs()).toBe(2);
    held.finishAll();
    await jobs.stop();
  });

  it('logs a failure with the job name and tries again at the next tick', async () => {
    vi.useFakeTimers();
    const { log, lines } = recordingLog();
    const jobs = new JobRegistry(log);
    let calls = 0;
    jobs.register({
      name: 'flaky',
      everyMs: 1_000,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('provider down');
        return { sent: 2 };
      },
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(2);
    expect(lines.find((line) => line.msg === 'flaky job failed')).toMatchObject({ job: 'flaky', err: { message: 'provider down' } });
    expect(lines.find((line) => line.msg === 'flaky job ran')).toMatchObject({ job: 'flaky', sent: 2 });
    await jobs.stop();
  });

  it('waits on stop for the run in progress, then runs no more', async () => {
    vi.useFakeTimers();
    const jobs = new JobRegistry(recordingLog().log);
    const held = heldJob('refunds');
    jobs.register(held.job);
    jobs.start();
    await vi.advanceTimersByTimeAsync(60_000);
    let isStopped = false;
    const stopping = jobs.stop().then(() => (isStopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(isStopped).toBe(false);
    held.finishAll();
    await stopping;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(held.runs()).toBe(1);
  });

  it('refuses two jobs of one name, a job after the start, and a job faster than once a second', () => {
    const jobs = new JobRegistry(recordingLog().log);
    const job = { name: 'purge', everyMs: 60_000, run: async () => undefined };
    jobs.register(job);
    jobs.register(null);
    expect(() => jobs.register(job)).toThrow(/Two jobs are named purge/);
    expect(() => jobs.register({ ...job, name: 'busy', everyMs: 10 })).toThrow(/at most once a second/);
    jobs.start();
    expect(() => jobs.register({ ...job, name: 'late' })).toThrow(/after the jobs started/);
    expect(jobs.names()).toEqual(['purge']);
  });
});
