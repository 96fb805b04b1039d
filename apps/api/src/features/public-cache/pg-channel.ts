import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

const RECONNECT_DELAY_MS = 1_000;

interface ChannelHandlers {
  onMessage(payload: string): void;
  /** Called after a lost connection is back: messages sent meanwhile were missed. */
  onReconnect(): void;
}

/**
 * LISTEN on `channel` through a dedicated client of the pool (a pooled query would lose the
 * LISTEN), reconnecting after a lost connection. Resolves with the function that stops listening.
 */
export async function listenOnChannel(
  pool: pg.Pool,
  channel: string,
  log: FastifyBaseLogger,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  let isClosed = false;
  let releaseCurrent: (() => void) | undefined;

  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    let isReleased = false;
    const release = (error?: Error) => {
      if (isReleased) return;
      isReleased = true;
      client.removeAllListeners('notification');
      client.release(error ?? true);
    };
    releaseCurrent = release;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.once('error', (error) => {
      log.warn({ err: error }, `${channel} LISTEN connection lost; reconnecting`);
      release(error);
      reconnect();
    });
    await client.query(`LISTEN ${channel}`);
  };

  const reconnect = (): void => {
    if (isClosed) return;
    setTimeout(() => {
      if (isClosed) return;
      connect().then(handlers.onReconnect, reconnect);
    }, RECONNECT_DELAY_MS).unref();
  };

  await connect();
  return async () => {
    isClosed = true;
    releaseCurrent?.();
  };
}
