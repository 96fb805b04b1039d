import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** Cells a spreadsheet would run as a formula (=, +, -, @, tab, CR first) get a leading apostrophe. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A CSV file as a stream: UTF-8 with a byte-order mark (so spreadsheet apps read names in any
 * script correctly), a header row, then one row per record as `rows` yields them.
 */
export function csvStream(columns: readonly string[], rows: AsyncIterable<(string | number | null)[]>): Readable {
  const stringifier = stringify({ bom: true, header: true, columns: [...columns], cast: { string: neutraliseFormula } });
  Readable.from(rows)
    .on('error', (error) => stringifier.destroy(error))
    .pipe(stringifier);
  return stringifier;
}

/** Reads a query a page at a time by increasing id, so a large export never sits in memory whole. */
export async function* keysetPages<T extends { id: number }>(readPage: (afterId: number) => Promise<T[]>): AsyncGenerator<T> {
  let afterId = 0;
  for (;;) {
    const page = await readPage(afterId);
    yield* page;
    if (page.length === 0) return;
    afterId = page[page.length - 1]!.id;
  }
}
