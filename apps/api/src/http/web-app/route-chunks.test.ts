import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPage, PAGE_MODULE_BY_SEGMENT, SECTION_MODULES } from './route-chunks';

const routerSource = readFileSync(path.resolve(import.meta.dirname, '../../../../web/src/app/router.tsx'), 'utf8');

/** `{ path: 'Login', ...page(() => import('./routes/login')) }` → ['login', 'login'] for each fixed route. */
function routerTable(): Array<[segment: string, page: string]> {
  const rows: Array<[string, string]> = [];
  for (const line of routerSource.split('\n')) {
    const found = /\{ (?:index: true|path: '([^']*)'), \.\.\.page\(\(\) => import\('\.\/routes\/([a-z0-9-]+)'\)\) \}/.exec(line);
    if (!found) continue;
    const routePath = found[1] ?? '';
    if (routePath.startsWith(':') || routePath === '*' || routePath.startsWith('_')) continue;
    rows.push([routePath.split('/')[0]!.toLowerCase(), found[2]!]);
  }
  return rows;
}

describe("the server's page table follows the web app's router", () => {
  it('knows the page of every fixed route', () => {
    const table = routerTable();
    expect(table.length).toBeGreaterThan(20);
    for (const [segment, page] of table) {
      if (segment === 'blogs' && page === 'blog-post') continue;
      expect(PAGE_MODULE_BY_SEGMENT[segment], `/${segment}`).toBe(page);
    }
    expect(Object.keys(PAGE_MODULE_BY_SEGMENT).sort()).toEqual([...new Set(table.map(([segment]) => segment))].sort());
  });

  it('sends other one- and two-segment paths to the event microsite', () => {
    expect(matchPage('/bengaluru-games/fixtures')).toEqual({
      page: 'event-site',
      eventPath: 'bengaluru-games',
      section: 'fixtures',
      sectionModule: 'src/features/event-site/components/sections/fixtures-section.tsx',
    });
    expect(matchPage('/bengaluru-games/no-such-section')).toEqual({ page: 'event-site', eventPath: 'bengaluru-games' });
    expect(matchPage('/bengaluru-games/Screen')).toEqual({ page: 'event-screen', eventPath: 'bengaluru-games' });
    expect(routerSource).toContain("{ path: ':eventPath/screen', ...page(() => import('./routes/event-screen')) }");
    expect(matchPage('/LOGIN')).toEqual({ page: 'login' });
    expect(matchPage('/blogs/some-post')).toEqual({ page: 'blog-post' });
    expect(matchPage('/a/b/c')).toEqual({ page: 'not-found' });
    expect(matchPage('/bengaluru-games/blogs/opening-day')).toEqual({ page: 'event-site', eventPath: 'bengaluru-games' });
  });

  it("names every section module the event page loads, as the web app's files are named", () => {
    const page = readFileSync(path.resolve(import.meta.dirname, '../../../../web/src/app/routes/event-site.tsx'), 'utf8');
    const modules = [...page.matchAll(/import\('\.\.\/\.\.\/(features\/event-site\/components\/sections\/[a-z-]+)'\)/g)].map(
      (found) => `src/${found[1]}.tsx`,
    );
    expect(modules.length).toBe(8);
    for (const module of modules) expect(Object.values(SECTION_MODULES)).toContain(module);
  });
});
