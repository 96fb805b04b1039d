import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client';

const RECONNECT_DELAY_MS = 1_000;
/** Channel names are interpolated into LISTEN (it takes no parameters): only plain identifiers. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** Called after a lost connection is back: messages sent meanwhile were missed. */
  onReconnect?(): void;
}

/**
 * The process's one LISTEN connection to PostgreSQL (issue 35: the attendance feed and the public
 * cache each held their own). Every channel a feature subscribes to is LISTENed on it; a lost
 * connection is replaced after a second, every channel LISTENed again, and each subscriber told
 * it may have missed messages. On PGlite (one process) it uses PGlite's own listen, which hears the
 * triggers' NOTIFYs of this process.
 */
export class DatabaseChannels {
  private readonly subscribers = new Map<string, Set<ChannelHandlers>>();
  /** Channels LISTENed on the current connection (PGlite: their unlisten functions). */
  private readonly listening = new Map<string, () => Promise<void>>();
  private client: pg.PoolClient | undefined;
  private connecting: Promise<pg.PoolClient> | undefined;
  private isClosed = false;
  /** LISTENs run one after another: pg refuses (and pg@9 will forbid) overlapping queries on one client. */
  private listenQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** True when other processes share the database (PostgreSQL), so NOTIFY reaches other replicas. */
  get crossesProcesses(): boolean {
    return this.database.pool !== undefined;
  }

  /** Calls `handlers.onMessage` with each payload sent on `channel`; resolves with the unsubscribe function once listening. */
  async subscribe(channel: string, handlers: ChannelHandlers): Promise<() => void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(handlers);
    try {
      await this.listen(channel);
    } catch (error) {
      set.delete(handlers);
      throw error;
    }
    return () => {
      set.delete(handlers);
    };
  }

  /** NOTIFY `channel` on PostgreSQL (every replica hears it); on PGlite nobody else can, so nothing is sent. */
  async notify(channel: string, payload: string): Promise<void> {
    await this.database.pool?.query('select pg_notify($1, $2)', [channel, payload]);
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.subscribers.clear();
    const unlistens = [...this.listening.values()];
    this.listening.clear();
    await Promise.all(unlistens.map((unlisten) => unlisten().catch(() => undefined)));
    this.release();
  }

  private async listen(channel: string): Promise<void> {
    if (this.listening.has(channel)) return;
    const { pglite, pool } = this.database;
    if (pglite) {
      const unlisten = await pglite.listen(channel, (payload) => this.dispatch(channel, payload));
      this.listening.set(channel, unlisten);
      return;
    }
    if (!pool) throw new Error('DatabaseChannels needs PGlite or a pg pool');
    const client = await this.connection(pool);
    if (this.listening.has(channel)) return;
    this.listening.set(channel, async () => undefined);
    try {
      const listened = this.listenQueue.then(() => client.query(`LISTEN ${channel}`));
      this.listenQueue = listened.catch(() => undefined);
      await listened;
    } catch (error) {
      this.listening.delete(channel);
      throw error;
    }
  }

  private connection(pool: pg.Pool): Promise<pg.PoolClient> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= pool.connect().then(
      (client) => {
        this.client = client;
        this.connecting = undefined;
        client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
        client.once('error', (error) => {
          this.log.warn({ err: error }, 'LISTEN connection lost; reconnecting');
          this.release(error);
          this.reconnect(pool);
        });
        return client;
      },
      (error: unknown) => {
        this.connecting = undefined;
        throw error;
      },
    );
    return this.connecting;
  }

  private release(error?: Error): void {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    client.removeAllListeners('notification');
    client.release(error ?? true);
  }

  private reconnect(pool: pg.Pool): void {
    if (this.isClosed) return;
    setTimeout(() => {
      if (this.isClosed) return;
      const channels = [...this.listening.keys()];
      this.listening.clear();
      Promise.all(channels.map((channel) => this.listen(channel))).then(
        // Messages sent while disconnected were missed: every subscriber catches up once.
        () => this.subscribers.forEach((set) => set.forEach((handlers) => handlers.onReconnect?.())),
        () => {
          this.release();
          for (const channel of channels) this.listening.set(channel, async () => undefined);
          this.reconnect(pool);
        },
      );
    }, RECONNECT_DELAY_MS).unref();
  }

  private dispatch(channel: string, payload: string): void {
    for (const handlers of this.subscribers.get(channel) ?? []) {
      try {
        handlers.onMessage(payload);
      } catch (error) {
        this.log.error({ err: error, channel }, 'a channel subscriber failed');
      }
    }
  }
}
