import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * First characters that make a spreadsheet read a cell as a formula: = + - @, tab and CR (OWASP), `;`
 * (some locales' argument separator, which LibreOffice and Excel's DDE parsing accept at the start),
 * and the full-width ＝ ＋ － ＠ that Excel folds to their ASCII forms on East Asian systems.
 */
const FORMULA_START = /^[=+\-@\t\r;\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Cells a spreadsheet would run as a formula get a leading apostrophe, so they show as text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
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
