import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../../../test/test-app';
import { createTenant } from '../../../test/factories';
import { createEvent } from '../../../test/event-factories';
import { events } from '../../db/schema/index';

/** A built web app in miniature: an index.html and the Vite manifest of an entry and two pages. */
function writeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'podium-web-shell-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Podium</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
      'src/app/routes/event-site.tsx': {
        file: 'assets/event-site-1.js',
        imports: ['index.html', '_react-1.js', '_shared-1.js'],
        css: ['assets/event-site-1.css'],
      },
      'src/app/routes/login.tsx': { file: 'assets/login-1.js', imports: ['_shared-1.js'] },
    }),
  );
  return dir;
}

const bootBlock = (html: string): Record<string, unknown> => {
  const match = /<script type="application\/json" id="podium-boot">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : {};
};

describe('the web app shell (issue 14: page hints and first reads in the HTML)', () => {
  let harness: TestApp;
  let eventPath: string;

  beforeAll(async () => {
    harness = await createTestApp({ env: { WEB_DIST_DIR: writeWebDist() } });
    const tenant = await createTenant(harness.database.db, { hostnames: ['localhost'], isDefault: true });
    const { event } = await createEvent(harness.database.db, tenant);
    // Text that would end the data block early if it were embedded raw.
    await harness.database.db
      .update(events)
      .set({ rulesMarkdown: '## Play fair\n\nRules </script><script>alert(1)</script> <!-- end' })
      .where(eq(events.id, event.id));
    const catalogue = await harness.app.inject({
      method: 'GET',
      url: `/api/public/events/${event.id}/catalogue`,
      headers: { host: 'localhost' },
    });
    eventPath = catalogue.json().data.path;
  });
  afterAll(() => harness.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  it("names an event page's chunks and carries the event and tenant answers the page would fetch", async () => {
    const response = await page(`/${eventPath}/medal-tally`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    // The page's own chunks, not the entry's (the entry already names those).
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/event-site-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(html).not.toContain('href="/assets/react-1.js"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/event-site-1.css">');
    const boot = bootBlock(html);
    const byPath = `/api/public/events/by-path/${encodeURIComponent(eventPath)}`;
    expect(boot[byPath]).toEqual((await page(byPath)).json());
    expect(boot['/api/tenant-config']).toEqual((await page('/api/tenant-config')).json());
  });

  it('varies the HTML on Host, which chose the tenant whose answers it carries (issue 28)', async () => {
    const response = await page(`/${eventPath}`, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    const vary = String(response.headers.vary)
      .toLowerCase()
      .split(',')
      .map((name) => name.trim());
    expect(vary).toContain('host');
    // No proxy is trusted here (TRUST_PROXY off), so X-Forwarded-Host chooses nothing and is not named.
    expect(vary).not.toContain('x-forwarded-host');
  });

  it('escapes the embedded answers so event text cannot close the data block', async () => {
    const html = (await page(`/${eventPath}/about`)).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!-- end');
    const byPath = bootBlock(html)[`/api/public/events/by-path/${encodeURIComponent(eventPath)}`] as { data: { rulesMarkdown?: string } };
    expect(JSON.stringify(byPath)).toContain('alert(1)');
  });

  it("paints an event page's hero (and /about its rules) in the HTML itself, escaped, for React to replace", async () => {
    const event = ((await page(`/api/public/events/by-path/${encodeURIComponent(eventPath)}`)).json() as { data: { eventName: string } })
      .data;
    const escapedName = event.eventName.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const home = (await page(`/${eventPath}`)).body;
    const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
    expect(root(home)).toContain(
      `<h1 class="mt-2 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">${escapedName}</h1>`,
    );

    // The tenant has the default flags: its about section is on.
    const about = root((await page(`/${eventPath}/about`)).body);
    expect(about).toContain('About &amp; Rules</h1>');
    // The rules as the server rendered them (rulesHtml, issue 34): Markdown's heading is a heading,
    // and every tag the event's text holds is escaped, so none of it runs.
    expect(about).toContain('<h2>Play fair</h2>');
    expect(about).toContain('<p>Rules &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- end</p>');
    expect(about).not.toContain('## Play fair');
    // A section the event does not have, a blog post, or no event at all: the loader, as before.
    for (const url of [`/${eventPath}/no-such-section`, `/${eventPath}/blogs/some-post`, '/no-such-event-here'])
      expect(root((await page(url)).body)).not.toContain('<h1');
  });

  it("carries the medal tally's two reads and paints its table (or empty text) from them (issue 34), only on that section", async () => {
    const byPath = `/api/public/events/by-path/${encodeURIComponent(eventPath)}`;
    const eventId = ((await page(byPath)).json() as { data: { id: number } }).data.id;
    const tallyUrl = `/api/public/events/${eventId}/medal-tally`;
    const resultsUrl = `/api/public/events/${eventId}/results`;
    const html = (await page(`/${eventPath}/Medal-Tally`)).body;
    const boot = bootBlock(html);
    expect(boot[tallyUrl]).toEqual((await page(tallyUrl)).json());
    expect(boot[resultsUrl]).toEqual((await page(resultsUrl)).json());
    const root = html.slice(html.indexOf('<div id="root">'));
    // This event has no medals yet: the section's empty text, inside the body the web app shows again.
    expect(root).toContain('<div data-prepaint-body');
    expect(root).toContain('No medals have been awarded yet. Check back after the first finals.');
    // Other sections neither read nor paint them.
    const about = bootBlock((await page(`/${eventPath}/about`)).body);
    expect(Object.keys(about)).not.toContain(tallyUrl);
    expect(Object.keys(about)).not.toContain(resultsUrl);
  });

  it("paints home's header bar and welcome for a signed-out visitor (issue 34), and not for a signed-in one", async () => {
    const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
    const signedOut = await page('/');
    const tenant = ((await page('/api/tenant-config')).json() as { data: { settings: { siteTitle: string } } }).data;
    const escapedTitle = tenant.settings.siteTitle.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    expect(root(signedOut.body)).toContain('<div data-prepaint');
    expect(root(signedOut.body)).toContain(`sm:min-h-0 sm:text-5xl">${escapedTitle}</h1>`);
    expect(root(signedOut.body)).toContain('<a href="/Login"');
    expect(String(signedOut.headers.vary)).toContain('Cookie');
    // The member's home is another page: React draws it, the loader shows until then.
    const signedIn = await harness.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost', cookie: 'theme=x; token=abc.def.ghi' },
    });
    expect(root(signedIn.body)).not.toContain('data-prepaint');
    // /Login has its own (next test); other fixed pages keep the loader.
    expect(root((await page('/Contact')).body)).not.toContain('data-prepaint');
  });

  it("paints /Login's header bar, side panel and title (issue 34), but no field a person could type into before React", async () => {
    const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
    const login = root((await page('/Login?redirect=%2Fmy-events')).body);
    expect(login).toContain('<div data-prepaint');
    expect(login).toContain('<h2 class="text-3xl font-extrabold">Ready to Play?</h2>');
    expect(login).toContain('<h1 id="login-title" class="mb-6 text-2xl font-bold text-ink">Sign in</h1>');
    expect(login).not.toMatch(/<(input|button|select|textarea)\b/);
  });

  it('names the chunks of a fixed page and embeds no event for it', async () => {
    const html = (await page('/Login')).body;
    expect(html).toContain('href="/assets/login-1.js"');
    expect(html).not.toContain('event-site-1.js');
    expect(Object.keys(bootBlock(html))).toEqual(['/api/tenant-config']);
  });

  it('embeds nothing for an event path that does not exist, and still serves the page', async () => {
    const response = await page('/no-such-event-here');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(bootBlock(response.body))).toEqual(['/api/tenant-config']);
  });

  it('compresses the page for a browser that accepts Brotli', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/${eventPath}`,
      headers: { host: 'localhost', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('id="podium-boot"');
  });

  it('answers a missing asset and unknown API paths with 404s, not the page', async () => {
    const asset = await page('/assets/index-old.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).not.toContain('text/html');
    const api = await page('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    const post = await harness.app.inject({ method: 'POST', url: '/somewhere', headers: { host: 'localhost' } });
    expect(post.statusCode).toBe(404);
  });

  it('answers a host nobody claims with a plain 404 page in production, never the default tenant (issue 29)', async () => {
    const production = await createTestApp({
      env: { ...PRODUCTION_TEST_ENV, WEB_DIST_DIR: writeWebDist() },
      database: harness.database,
    });
    const unknown = await production.app.inject({ method: 'GET', url: '/', headers: { host: 'nobody.example.org' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No Podium site at this address');
    expect(unknown.body).not.toContain('podium-boot');
    const claimed = await production.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(claimed.statusCode).toBe(200);
    await production.app.close();
  });
});
