import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const STATUSES = ['Match', 'Deliberate difference', 'Gap', 'Not applicable'] as const;

/** The status cell (fourth column) of every requirement row: `| 79a | what | where | Status | note |`. */
function statusesOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| \d+[a-z]? \|/.test(line))
    .map((line) => line.split(' | ')[3]?.trim() ?? '');
}

describe('docs/product-conformance.md', () => {
  const markdown = readFileSync(path.join(repoRoot, 'docs/product-conformance.md'), 'utf8');
  const statuses = statusesOf(markdown);

  it('gives every row one of the four statuses', () => {
    expect(statuses.filter((status) => !STATUSES.includes(status as (typeof STATUSES)[number]))).toEqual([]);
  });

  it('states the count the table holds (issue 30: the document must be true)', () => {
    const count = (status: string) => statuses.filter((each) => each === status).length;
    const stated = /Count: (\d+) rows.*?: (\d+) match, (\d+) deliberate differences, (\d+) gaps, (\d+) not applicable/.exec(
      markdown.replace(/\s+/g, ' '),
    );
    expect(stated, 'the "Count: …" line').not.toBeNull();
    expect(stated!.slice(1).map(Number)).toEqual([
      statuses.length,
      count('Match'),
      count('Deliberate difference'),
      count('Gap'),
      count('Not applicable'),
    ]);
  });
});
