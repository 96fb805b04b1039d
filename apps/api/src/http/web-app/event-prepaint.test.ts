import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_CLASSES, renderEventPrepaint } from './event-prepaint';

const event = {
  data: {
    id: 7,
    path: 'pune-games-2026',
    eventName: 'Pune Games',
    city: { name: 'Pune' },
    startsOn: '2026-12-01',
    endsOn: '2026-12-02',
    description: 'Two days of sport.',
    rulesMarkdown: '',
    venues: [],
  },
};
const tenant = { data: { featureFlags: { corporateOlympics: { medalTally: true, about: true } } } };
const row = (rank: number, name: string, gold: number) => ({
  rank,
  company: { id: rank, name },
  gold,
  silver: 0,
  bronze: 1,
  total: gold + 1,
});

describe('the medal tally pre-paint (issue 34)', () => {
  it('paints each company with its medals, escaped, and the categories still being decided as links to their tables', () => {
    const html = renderEventPrepaint(event, tenant, 'medal-tally', false, {
      medalTally: { data: [row(1, 'Globex <img src=x onerror=alert(1)>', 2), row(2, 'Initech & Co', 0)] },
      results: {
        data: { undecided: [{ eventSportCategoryId: 15, sport: { id: 4, name: 'Volleyball' }, category: { id: 3, name: '"Mixed"' } }] },
      },
    })!;
    expect(html).toContain('Globex &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Initech &amp; Co');
    expect(html.match(/<tr>/g)).toHaveLength(3); // the heading row and two companies
    // A medal won in its colour, a zero quiet.
    expect(html).toContain('bg-amber-100 text-amber-800">2</span>');
    expect(html).toContain('text-slate-500">0</span>');
    expect(html).toContain('Still being decided');
    expect(html).toContain('href="/pune-games-2026/fixtures?table=15"');
    expect(html).toContain('Volleyball · &quot;Mixed&quot;');
  });

  it('paints the empty text and no note when nothing is decided or undecided yet', () => {
    const html = renderEventPrepaint(event, tenant, 'medal-tally', false, {
      medalTally: { data: [] },
      results: { data: { undecided: [] } },
    })!;
    expect(html).toContain('No medals have been awarded yet.');
    expect(html).not.toContain('Still being decided');
  });

  it('leaves the section to React when a read is missing, or the tenant has the section off', () => {
    const withoutResults = renderEventPrepaint(event, tenant, 'medal-tally', false, { medalTally: { data: [row(1, 'Globex', 1)] } })!;
    expect(withoutResults).toContain('Medal Tally</h1>');
    expect(withoutResults).not.toContain('Globex');
    const off = { data: { featureFlags: { corporateOlympics: { medalTally: false } } } };
    expect(renderEventPrepaint(event, off, 'medal-tally', false, { medalTally: { data: [] }, results: { data: { undecided: [] } } })).toBe(
      undefined,
    );
  });
});

describe('the about pre-paint', () => {
  it("styles the server's rendered rules with the web app's Markdown classes, so nothing moves when React takes over", () => {
    const webComponent = readFileSync(path.resolve(import.meta.dirname, '../../../../web/src/components/ui/rendered-markdown.tsx'), 'utf8');
    expect(webComponent).toContain(`'${MARKDOWN_CLASSES}'`);
    const html = renderEventPrepaint(
      { data: { ...event.data, rulesMarkdown: '## Play', rulesHtml: '<h2>Play</h2>\n' } },
      tenant,
      'about',
      false,
    )!;
    expect(html).toContain(`<div class="${MARKDOWN_CLASSES.replace(/&/g, '&amp;')} "><h2>Play</h2>`);
  });
});
