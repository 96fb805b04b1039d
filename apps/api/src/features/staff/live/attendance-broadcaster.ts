import type { AttendanceSummary } from '@podium/contracts/staff/attendance-summary';
import type { AttendanceFeed } from './attendance-feed';

/** Coalesces a burst of check-ins into one recount (a kiosk queue can record several a second). */
const RECOUNT_DELAY_MS = 150;

interface Channel {
  clients: Set<(summary: AttendanceSummary) => void>;
  timer: NodeJS.Timeout | undefined;
  unsubscribe: (() => void) | undefined;
}

/**
 * Fans one recount per event day out to every dashboard watching it: N staff screens on the same
 * event cost one summary query per change, not N.
 */
export class AttendanceBroadcaster {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly feed: AttendanceFeed,
    private readonly recount: (eventId: number, day: string) => Promise<AttendanceSummary>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Sends `client` a summary after each change of the event; returns the unsubscribe function. */
  async watch(eventId: number, day: string, client: (summary: AttendanceSummary) => void): Promise<() => void> {
    const key = `${eventId}:${day}`;
    let channel = this.channels.get(key);
    if (!channel) {
      const created: Channel = { clients: new Set(), timer: undefined, unsubscribe: undefined };
      this.channels.set(key, created);
      created.unsubscribe = await this.feed.subscribe(eventId, () => this.schedule(created, eventId, day));
      channel = created;
    }
    channel.clients.add(client);
    const current = channel;
    return () => {
      current.clients.delete(client);
      if (current.clients.size > 0) return;
      clearTimeout(current.timer);
      current.unsubscribe?.();
      this.channels.delete(key);
    };
  }

  private schedule(channel: Channel, eventId: number, day: string): void {
    if (channel.timer) return;
    channel.timer = setTimeout(() => {
      channel.timer = undefined;
      this.recount(eventId, day).then((summary) => channel.clients.forEach((client) => client(summary)), this.onError);
    }, RECOUNT_DELAY_MS);
  }
}
