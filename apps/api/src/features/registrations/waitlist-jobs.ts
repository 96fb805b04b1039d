import type { AppContext } from '../../app-context';
import type { Job } from '../../platform/jobs';
import { runWaitlistJobs } from './waitlist.service';

/**
 * The waiting-list job, every minute while the server is up (tests call runWaitlistJobs): offers past their time expire, and places freed without a request of their own
 * (an expired payment hold, a capacity raised) are offered. Each category is claimed with
 * FOR UPDATE SKIP LOCKED, so replicas running it together never offer one place twice.
 */
export function waitlistJob(deps: AppContext): Job {
  return {
    name: 'waiting-list',
    everyMs: 60_000,
    run: async () => {
      const offers = await runWaitlistJobs(deps);
      return offers.length > 0 ? { offered: offers.length } : undefined;
    },
  };
}
