import { parseArgs } from 'node:util';

/**
 * Parses `--name value` options of a command; a repeatable option answers every value. Unknown
 * options and missing values stop the command with the reason (parseArgs's strict mode).
 */
export function parseCliOptions<Names extends string>(
  argv: string[],
  options: Record<Names, { multiple?: boolean }>,
): { command: string | undefined; values: Partial<Record<Names, string | string[]>> } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: Object.fromEntries(Object.entries(options).map(([name, spec]) => [name, { type: 'string', ...(spec as object) }])) as never,
  });
  return { command: positionals[0], values: values as Partial<Record<Names, string | string[]>> };
}
