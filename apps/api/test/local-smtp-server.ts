import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME parts). */
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for searching text and links. */
  decoded: string;
  header(name: string): string | undefined;
}

/** Undoes quoted-printable (`=\r\n` soft breaks, `=3D` escapes) so URLs and sentences can be searched whole. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message it accepts, and hands
 * each to `onMail` too (the browser tests' server writes them where a spec can read them).
 */
export async function startSmtpServer(options: { onMail?: (mail: ReceivedMail) => void } = {}) {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headerBlock = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
          header: (name) =>
            headerBlock
              .split(/\r?\n/)
              .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
              ?.slice(name.length + 1)
              .trim(),
        };
        inbox.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    inbox,
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
