import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields we read. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The page module of each first path segment (lower case), as apps/web/src/app/router.tsx maps
 * them. Any other one- or two-segment path is an event microsite (`/:eventPath/:section`), and so
 * is `/:eventPath/blogs/:slug`; `/:eventPath/screen` is the event's big screen, a page of its own;
 * apps/api/test/web-app/route-chunks.test.ts keeps this table and the router in step.
 */
export const PAGE_MODULE_BY_SEGMENT: Readonly<Record<string, string>> = {
  '': 'home',
  login: 'login',
  profile: 'profile',
  'my-coupons': 'my-coupons',
  'my-events': 'my-events',
  'pay-demo': 'pay-demo',
  security: 'security',
  'terms-conditions': 'terms-conditions',
  'privacy-policy': 'privacy-policy',
  'cancellation-refund': 'cancellation-refund',
  about: 'about',
  blogs: 'blogs',
  contact: 'contact',
  'event-calendar': 'event-calendar',
  'under-maintenance': 'under-maintenance',
  'co-register': 'co-register',
  unsubscribe: 'unsubscribe',
  'verify-email': 'verify-email',
  verify: 'verify',
  join: 'join',
  staff: 'staff',
  kiosk: 'kiosk',
  admin: 'admin',
  platform: 'platform',
  '404': 'not-found',
};

/** Which page a browser path opens; on an event microsite, the event path, its section and the section's module. */
export type PageMatch = { page: string; eventPath?: string; section?: string; sectionModule?: string };

/** The module of each microsite section (apps/web/src/app/routes/event-site.tsx loads each lazily). */
export const SECTION_MODULES: Readonly<Record<string, string>> = {
  '': 'src/features/event-site/components/sections/overview-section.tsx',
  about: 'src/features/event-site/components/sections/about-section.tsx',
  teams: 'src/features/event-site/components/sections/teams-section.tsx',
  allgames: 'src/features/event-site/components/sections/all-games-section.tsx',
  'medal-tally': 'src/features/event-site/components/sections/medal-tally-section.tsx',
  results: 'src/features/event-site/components/sections/results-section.tsx',
  gallery: 'src/features/event-site/components/sections/gallery-section.tsx',
  fixtures: 'src/features/event-site/components/sections/fixtures-section.tsx',
  blogs: 'src/features/events/components/blog-list.tsx',
};

export function matchPage(pathname: string): PageMatch {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const first = (segments[0] ?? '').toLowerCase();
  const known = PAGE_MODULE_BY_SEGMENT[first];
  if (known !== undefined) return { page: first === 'blogs' && segments.length === 2 ? 'blog-post' : known };
  // The venue big screen (issue 32 §3): its own page, still carrying the event's first read.
  if (segments.length === 2 && segments[1]!.toLowerCase() === 'screen') return { page: 'event-screen', eventPath: segments[0] };
  if (segments.length <= 2) {
    const section = (segments[1] ?? '').toLowerCase();
    const sectionModule = SECTION_MODULES[section];
    return { page: 'event-site', eventPath: segments[0], ...(sectionModule ? { section, sectionModule } : {}) };
  }
  // An event's blog post inside its site: /{event}/blogs/{slug}.
  if (segments.length === 3 && segments[1]!.toLowerCase() === 'blogs') return { page: 'event-site', eventPath: segments[0] };
  return { page: 'not-found' };
}

/**
 * The JavaScript and CSS each page needs beyond the entry, from Vite's manifest, so the HTML can
 * name them in `<link rel="modulepreload">` and the browser fetches them while it parses the entry
 * instead of after it has run (issue 14: one round trip less on the way to the first content).
 */
export class RouteChunks {
  private readonly byPage = new Map<string, { scripts: string[]; styles: string[] }>();

  constructor(private readonly manifest: Manifest) {}

  static fromDist(distDir: string): RouteChunks {
    try {
      return new RouteChunks(JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest);
    } catch {
      // A build without a manifest still serves the app; it just cannot hint the page's chunks.
      return new RouteChunks({});
    }
  }

  /** The chunks of a page, and of its microsite section when it has one (each loaded lazily by the page). */
  forPage(page: string, sectionModule?: string): { scripts: string[]; styles: string[] } {
    const key = sectionModule ? `${page}|${sectionModule}` : page;
    const cached = this.byPage.get(key);
    if (cached) return cached;
    const own = this.collect(`src/app/routes/${page}.tsx`);
    const section = sectionModule ? this.collect(sectionModule, new Set(own.scripts)) : { scripts: [], styles: [] };
    const found = { scripts: [...own.scripts, ...section.scripts], styles: [...own.styles, ...section.styles] };
    this.byPage.set(key, found);
    return found;
  }

  private collect(key: string, alreadyNamed: Set<string> = new Set()): { scripts: string[]; styles: string[] } {
    const entry = this.manifest['index.html'];
    const loadedByEntry = new Set<string>(['index.html', ...(entry?.imports ?? [])]);
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    const visit = (chunkKey: string): void => {
      if (seen.has(chunkKey) || loadedByEntry.has(chunkKey)) return;
      seen.add(chunkKey);
      const chunk = this.manifest[chunkKey];
      if (!chunk) return;
      if (!alreadyNamed.has(`/${chunk.file}`)) scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.push(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    return { scripts, styles };
  }
}
