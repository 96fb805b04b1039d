import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** A zip opened for reading entries by name, each read as a stream (never the whole archive in memory). */
export interface ZipReader {
  names: string[];
  /** The entry's lines (JSON-lines files), read as a stream. */
  lines(name: string): AsyncIterable<string>;
  /** The entry's bytes (small files: manifest, tenant row, one picture). */
  bytes(name: string): Promise<Buffer>;
  close(): void;
}

function promisify<T>(start: (done: (error: Error | null, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value as T))));
}

async function readerOf(zip: yauzl.ZipFile): Promise<ZipReader> {
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  const open = (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`The export has no ${name}.`);
    return promisify<Readable>((done) => zip.openReadStream(entry, done));
  };
  return {
    names: [...entries.keys()],
    async *lines(name) {
      const lines = createInterface({ input: await open(name), crlfDelay: Infinity });
      for await (const line of lines) if (line.trim() !== '') yield line;
    },
    async bytes(name) {
      const chunks: Buffer[] = [];
      for await (const chunk of await open(name)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
}

export async function openZipFile(path: string): Promise<ZipReader> {
  return readerOf(await promisify<yauzl.ZipFile>((done) => yauzl.open(path, { lazyEntries: true, autoClose: false }, done)));
}

export async function openZipBuffer(buffer: Buffer): Promise<ZipReader> {
  return readerOf(await promisify<yauzl.ZipFile>((done) => yauzl.fromBuffer(buffer, { lazyEntries: true }, done)));
}
