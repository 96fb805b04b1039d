import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { craftedPng, describePicture, multipartPicture, solidPicture } from '../../../../test/pictures';
import { createTenant, createUser, signInAs } from '../../../../test/factories';
import { auditLog } from '../../../db/schema/index';

/** An SVG logo that tries everything an SVG can: a script, an event handler, a remote image. */
const HOSTILE_SVG = Buffer.from(
  `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="32" onload="alert('onload')">
  <script>alert('script')</script>
  <rect width="64" height="32" fill="#16a34a"/>
  <image xlink:href="https://attacker.example/track.png" width="10" height="10"/>
</svg>`,
);

describe('branding: admin edits, tenant-config, logo upload, per-tenant manifest', () => {
  let harness: TestApp;
  let tenantA: Awaited<ReturnType<typeof createTenant>>;
  let tenantB: Awaited<ReturnType<typeof createTenant>>;
  let adminA: string;
  let adminB: string;

  beforeAll(async () => {
    harness = await createTestApp();
    const db = harness.database.db;
    tenantA = await createTenant(db);
    tenantB = await createTenant(db);
    adminA = await signInAs(harness.app, await createUser(db, tenantA.id, { role: 'admin' }));
    adminB = await signInAs(harness.app, await createUser(db, tenantB.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const send = (method: 'GET' | 'PATCH', url: string, options: { host?: string; token?: string; payload?: object } = {}) =>
    harness.app.inject({
      method,
      url,
      headers: {
        host: options.host ?? tenantA.hostname,
        ...(options.token === '' ? {} : { authorization: `Bearer ${options.token ?? adminA}` }),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const upload = (fileName: string, type: string, bytes: Buffer, token = adminA) => {
    const body = multipartPicture(fileName, type, bytes);
    return harness.app.inject({
      method: 'POST',
      url: '/api/admin/branding/logo',
      headers: { host: tenantA.hostname, authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const brandingOf = async (host: string) => (await send('GET', '/api/tenant-config', { host, token: '' })).json().data.branding;
  const served = async (url: string) => {
    const answer = await harness.app.inject({ method: 'GET', url, headers: { host: tenantA.hostname } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    return answer.rawPayload;
  };

  it("carries a new site's branding in tenant-config: its name, the default logo and Podium's colours", async () => {
    expect(await brandingOf(tenantA.hostname)).toEqual({
      siteName: `Site ${tenantA.slug}`,
      logoUrl: '/brand/logo.svg',
      primaryColor: '#1e40af',
      accentColor: '#f59e0b',
      primaryTextColor: '#ffffff',
      accentTextColor: '#0f172a',
      iconUrls: null,
    });
  });

  it('saves the name and colours, choosing the readable text colour for each, and audits the change', async () => {
    const saved = await send('PATCH', '/api/admin/branding', {
      payload: { siteName: 'Initech Games', primaryColor: '#7C3AED', accentColor: '#fde047' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      siteName: 'Initech Games',
      primaryColor: '#7c3aed',
      primaryTextColor: '#ffffff',
      accentColor: '#fde047',
      accentTextColor: '#0f172a',
    });
    expect(await brandingOf(tenantA.hostname)).toMatchObject({
      siteName: 'Initech Games',
      primaryColor: '#7c3aed',
      accentColor: '#fde047',
    });
    const rows = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantA.id), eq(auditLog.action, 'tenant.branding-changed')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      before: expect.objectContaining({ primaryColor: '#1e40af' }),
      after: expect.objectContaining({ primaryColor: '#7c3aed' }),
    });
  });

  it('refuses a colour on which neither white nor near-black text reaches 4.5:1, naming the field and the contrast reached', async () => {
    const refused = await send('PATCH', '/api/admin/branding', { payload: { primaryColor: '#777777' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('4.47:1');
    expect(refused.json().fields.primaryColor[0]).toContain('primary colour');
    const accent = await send('PATCH', '/api/admin/branding', { payload: { accentColor: '#ff0000' } });
    expect(accent.statusCode).toBe(400);
    expect(accent.json().fields.accentColor[0]).toContain('4.46:1');
    expect((await brandingOf(tenantA.hostname)).primaryColor).toBe('#7c3aed');
  });

  it('refuses a colour not written #rrggbb, an unknown option and an empty change with 400', async () => {
    for (const payload of [
      { primaryColor: 'purple' },
      { primaryColor: '#abc' },
      { fontFamily: 'Comic Sans' },
      {},
      { siteName: 'Two\nlines' },
    ]) {
      const refused = await send('PATCH', '/api/admin/branding', { payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).not.toBe('');
    }
  });

  it('stores an uploaded PNG logo as a fresh PNG with 192, 512 and touch icons, used as favicon and in the manifest', async () => {
    const answer = await upload('logo.png', 'image/png', await solidPicture('png', 800, 400, '#0ea5e9'));
    expect(answer.statusCode).toBe(200);
    const branding = answer.json().data;
    expect(branding.logoUrl).toMatch(/^\/api\/uploads\/branding\/\d+-[0-9a-f]{16}-logo\.png$/);
    expect(await describePicture(await served(branding.logoUrl))).toMatchObject({ format: 'png', width: 512, height: 256 });
    expect(await describePicture(await served(branding.iconUrls.icon192))).toMatchObject({ format: 'png', width: 192, height: 192 });
    expect(await describePicture(await served(branding.iconUrls.icon512))).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(await describePicture(await served(branding.iconUrls.appleTouchIcon))).toMatchObject({ width: 180, height: 180 });
    const config = (await send('GET', '/api/tenant-config', { token: '' })).json().data;
    expect(config.settings).toMatchObject({ logo: branding.logoUrl, favicon: branding.iconUrls.icon192 });
    const manifest = (await send('GET', '/manifest.webmanifest', { token: '' })).json();
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([branding.iconUrls.icon192, branding.iconUrls.icon512]);
  });

  it('rasterises an SVG logo to PNG: its script, handler and remote link do not survive', async () => {
    const answer = await upload('logo.svg', 'image/svg+xml', HOSTILE_SVG);
    expect(answer.statusCode).toBe(200);
    const logo = await served(answer.json().data.logoUrl);
    expect(await describePicture(logo)).toMatchObject({ format: 'png', width: 512, height: 256 });
    const text = logo.toString('latin1');
    for (const trace of ['<script', 'alert', 'onload', 'attacker.example', '<svg']) expect(text).not.toContain(trace);
    // The green rectangle was drawn: the pixels are the logo's, not an empty canvas.
    const { data } = await sharp(logo).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0x16, 0xa3, 0x4a]);
  });

  it('refuses an oversized, a fake, a pixel-bomb and a JPEG logo with 400 under the file field, keeping the logo', async () => {
    const before = (await brandingOf(tenantA.hostname)).logoUrl;
    const cases: Array<[string, string, Buffer]> = [
      ['huge.png', 'image/png', Buffer.concat([await solidPicture('png', 10, 10), Buffer.alloc(3 * 1024 * 1024)])],
      ['fake.png', 'image/png', Buffer.from('not a picture at all')],
      ['bomb.png', 'image/png', craftedPng(20_000, 20_000, { allRows: false })],
      ['photo.jpg', 'image/jpeg', await solidPicture('jpeg', 100, 100)],
      ['broken.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect')],
    ];
    for (const [fileName, type, bytes] of cases) {
      const refused = await upload(fileName, type, bytes);
      expect(refused.statusCode, fileName).toBe(400);
      expect(refused.json().fields.file[0], fileName).toMatch(/logo|PNG|SVG/);
    }
    expect((await brandingOf(tenantA.hostname)).logoUrl).toBe(before);
  });

  it("does not let tenant A's admin change tenant B's branding, and refuses members and staff", async () => {
    const crossTenant = await send('PATCH', '/api/admin/branding', {
      host: tenantB.hostname,
      token: adminA,
      payload: { siteName: 'Taken over' },
    });
    expect([401, 403]).toContain(crossTenant.statusCode);
    const member = await signInAs(harness.app, await createUser(harness.database.db, tenantA.id, { role: 'member' }));
    const staff = await signInAs(harness.app, await createUser(harness.database.db, tenantA.id, { role: 'staff' }));
    for (const token of [member, staff]) {
      expect((await send('PATCH', '/api/admin/branding', { token, payload: { siteName: 'Mine now' } })).statusCode).toBe(403);
      expect((await upload('logo.svg', 'image/svg+xml', HOSTILE_SVG, token)).statusCode).toBe(403);
    }
    expect((await send('PATCH', '/api/admin/branding', { token: '', payload: { siteName: 'Anyone' } })).statusCode).toBe(401);
    expect((await brandingOf(tenantB.hostname)).siteName).toBe(`Site ${tenantB.slug}`);
    expect((await brandingOf(tenantA.hostname)).siteName).toBe('Initech Games');
    // B's own admin can change B, and A stays as it was.
    expect(
      (await send('PATCH', '/api/admin/branding', { host: tenantB.hostname, token: adminB, payload: { primaryColor: '#166534' } }))
        .statusCode,
    ).toBe(200);
    expect((await brandingOf(tenantA.hostname)).primaryColor).toBe('#7c3aed');
  });

  it('answers each host with its own web manifest: name, short name, theme colour, icons', async () => {
    const manifestOf = async (host: string) => {
      const answer = await send('GET', '/manifest.webmanifest', { host, token: '' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/manifest+json');
      expect(answer.headers.vary).toContain('Host');
      return answer.json();
    };
    expect(await manifestOf(tenantA.hostname)).toMatchObject({
      name: 'Initech Games',
      short_name: expect.any(String),
      theme_color: '#7c3aed',
    });
    const manifestB = await manifestOf(tenantB.hostname);
    expect(manifestB).toMatchObject({ name: `Site ${tenantB.slug}`, theme_color: '#166534' });
    expect(manifestB.icons[0].src).toBe('/icons/icon-192.png');
  });
});
