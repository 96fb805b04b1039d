import { describe, expect, it } from 'vitest';
import { ALL_FLAGS_ON } from '@podium/contracts/tenant/tenant-config';
import { buildEventNav } from './event-nav';

describe('buildEventNav', () => {
  it('is empty without event data', () => {
    expect(buildEventNav(undefined, ALL_FLAGS_ON.corporateOlympics)).toEqual([]);
  });

  it('shows each section whose flag is on, in header order, under the event path', () => {
    const flags = { ...ALL_FLAGS_ON.corporateOlympics, teams: false, gallery: false };
    const nav = buildEventNav('bengaluru-corporate-olympics-2026', flags);
    expect(nav.map((item) => item.href)).toEqual([
      '/bengaluru-corporate-olympics-2026/about',
      '/bengaluru-corporate-olympics-2026/blogs',
      '/bengaluru-corporate-olympics-2026/allgames',
      '/bengaluru-corporate-olympics-2026/medal-tally',
      '/bengaluru-corporate-olympics-2026/results',
      '/bengaluru-corporate-olympics-2026/fixtures',
    ]);
  });
});
