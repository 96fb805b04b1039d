import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseHandle } from '../../../db/client';

/** The channel the attendance trigger (migration 0003) notifies on. */
export const ATTENDANCE_CHANNEL = 'attendance';
const RECONNECT_DELAY_MS = 1_000;

type Listener = () => void;

/**
 * Attendance changes of every API replica, through PostgreSQL LISTEN/NOTIFY: the database trigger
 * sends `{ tenantId, eventId }` after each recorded or undone check-in, whichever replica (or
 * script) wrote it. One LISTEN per process: a dedicated pg client (a pooled query would lose it)
 * or PGlite's own listen. Listening starts with the first subscriber.
 */
export class AttendanceFeed {
  private readonly listeners = new Map<number, Set<Listener>>();
  private starting: Promise<void> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private isClosed = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Calls `listener` after each attendance change of `eventId`; returns the unsubscribe function. */
  async subscribe(eventId: number, listener: Listener): Promise<() => void> {
    let set = this.listeners.get(eventId);
    if (!set) this.listeners.set(eventId, (set = new Set()));
    set.add(listener);
    await this.start();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(eventId);
    };
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.listeners.clear();
    await this.stopListening?.().catch(() => undefined);
  }

  private start(): Promise<void> {
    this.starting ??= this.listen().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  private async listen(): Promise<void> {
    const { pglite, pool } = this.database;
    if (pglite) {
      const unsubscribe = await pglite.listen(ATTENDANCE_CHANNEL, (payload) => this.dispatch(payload));
      this.stopListening = unsubscribe;
      return;
    }
    if (!pool) throw new Error('AttendanceFeed needs PGlite or a pg pool');
    await this.listenOnPool(pool);
  }

  private async listenOnPool(pool: pg.Pool): Promise<void> {
    const client = await pool.connect();
    let isReleased = false;
    const release = (error?: Error) => {
      if (isReleased) return;
      isReleased = true;
      client.removeAllListeners('notification');
      client.release(error ?? true);
    };
    client.on('notification', (message) => {
      if (message.channel === ATTENDANCE_CHANNEL) this.dispatch(message.payload ?? '');
    });
    client.once('error', (error) => {
      this.log.warn({ err: error }, 'attendance LISTEN connection lost; reconnecting');
      release(error);
      this.reconnect(pool);
    });
    await client.query(`LISTEN ${ATTENDANCE_CHANNEL}`);
    this.stopListening = async () => release();
  }

  private reconnect(pool: pg.Pool): void {
    if (this.isClosed) return;
    setTimeout(() => {
      if (this.isClosed) return;
      this.listenOnPool(pool).then(
        // Changes made while disconnected were missed: let every dashboard refresh once.
        () => [...this.listeners.values()].forEach((set) => set.forEach((listener) => listener())),
        () => this.reconnect(pool),
      );
    }, RECONNECT_DELAY_MS).unref();
  }

  private dispatch(payload: string): void {
    let eventId: number | undefined;
    try {
      eventId = (JSON.parse(payload) as { eventId?: number }).eventId;
    } catch {
      return;
    }
    if (typeof eventId !== 'number') return;
    for (const listener of this.listeners.get(eventId) ?? []) listener();
  }
}
