import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * The one way Podium writes CSV: every export (staff attendance and registrations, the admin's
 * orders) goes through here, so a cell a spreadsheet would run as a formula is neutralised in all
 * of them. apps/api/test/security/csv-exports.test.ts checks every route that answers text/csv.
 */

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

/** A cell: text is neutralised; numbers (amounts, ids) are written as numbers, null as an empty cell. */
export type CsvCell = string | number | null;

const options = (columns: readonly string[]) => ({ header: true, columns: [...columns], cast: { string: neutraliseFormula } });

/**
 * A CSV file as a stream: UTF-8 with a byte-order mark (so spreadsheet apps read names in any
 * script correctly), a header row, then one row per record as `rows` yields them.
 */
export function csvStream(columns: readonly string[], rows: AsyncIterable<CsvCell[]>): Readable {
  const stringifier = stringify({ bom: true, ...options(columns) });
  Readable.from(rows)
    .on('error', (error) => stringifier.destroy(error))
    .pipe(stringifier);
  return stringifier;
}

/** A small CSV file as one string (a header row, then `rows`), with the same neutralising as csvStream. */
export function csvText(columns: readonly string[], rows: CsvCell[][]): string {
  return stringifySync(rows, options(columns));
}
