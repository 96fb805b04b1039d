import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields we read. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The page module of each first path segment (lower case), as apps/web/src/app/router.tsx maps
 * them. Any other one- or two-segment path is an event microsite (`/:eventPath/:section`), and so
 * is `/:eventPath/blogs/:slug`;
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
  staff: 'staff',
  kiosk: 'kiosk',
  admin: 'admin',
  '404': 'not-found',
};

/** Which page a browser path opens, and the event path when it is an event microsite. */
export type PageMatch = { page: string; eventPath?: string };

export function matchPage(pathname: string): PageMatch {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const first = (segments[0] ?? '').toLowerCase();
  const known = PAGE_MODULE_BY_SEGMENT[first];
  if (known !== undefined) return { page: first === 'blogs' && segments.length === 2 ? 'blog-post' : known };
  if (segments.length <= 2) return { page: 'event-site', eventPath: segments[0] };
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

  forPage(page: string): { scripts: string[]; styles: string[] } {
    const cached = this.byPage.get(page);
    if (cached) return cached;
    const found = this.collect(`src/app/routes/${page}.tsx`);
    this.byPage.set(page, found);
    return found;
  }

  private collect(key: string): { scripts: string[]; styles: string[] } {
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
      scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.push(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    return { scripts, styles };
  }
}
