import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { describePicture, solidPicture } from '../../../../test/pictures';
import { createTenant, createUser, signInAs } from '../../../../test/factories';
import { auditLog } from '../../../db/schema/index';
import { createCheckInEvent, type CheckInEvent } from '../../check-in/check-in.test-fixtures';

/** A multipart body with a `caption` field and a `file` part. */
function multipart(fileName: string, type: string, bytes: Buffer, caption = 'Final whistle') {
  const boundary = '----podiumgallery';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\n${caption}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('admin content: blog posts and gallery uploads', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;
  let token: string;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
    token = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const actions = async (entity: string) =>
    (
      await harness.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entity, entity)))
    ).map((row) => row.action);

  it('writes, publishes, edits, unpublishes and deletes a blog post, each audited', async () => {
    const created = await send('POST', '/api/admin/blog-posts', {
      title: 'Opening day',
      slug: 'opening-day',
      excerpt: 'It begins',
      bodyMarkdown: '# Welcome\n\nGames start at **9**.',
      eventId: games.event.id,
    });
    expect(created.statusCode).toBe(200);
    const post = created.json().data;
    expect(post).toMatchObject({ slug: 'opening-day', eventId: games.event.id, publishedAt: null });

    const published = await send('PATCH', `/api/admin/blog-posts/${post.id}`, { published: true, title: 'Opening day!' });
    expect(published.json().data).toMatchObject({ title: 'Opening day!', publishedAt: expect.any(String) });
    const unpublished = await send('PATCH', `/api/admin/blog-posts/${post.id}`, { published: false });
    expect(unpublished.json().data.publishedAt).toBeNull();

    const list = await send('GET', '/api/admin/blog-posts');
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([post.id]);
    expect((await send('DELETE', `/api/admin/blog-posts/${post.id}`)).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/blog-posts')).json().data).toEqual([]);
    expect(await actions('blog_post')).toEqual(['blog-post.created', 'blog-post.published', 'blog-post.unpublished', 'blog-post.deleted']);
  });

  it('refuses a bad web address, a taken one and an event of another site with a message', async () => {
    const bad = await send('POST', '/api/admin/blog-posts', { title: 'X', slug: 'Not A Slug', bodyMarkdown: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('lower-case letters');
    await send('POST', '/api/admin/blog-posts', { title: 'A', slug: 'taken', bodyMarkdown: 'x' });
    const taken = await send('POST', '/api/admin/blog-posts', { title: 'B', slug: 'taken', bodyMarkdown: 'x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('already uses this web address');
    const foreign = await send('POST', '/api/admin/blog-posts', { title: 'C', slug: 'c-post', bodyMarkdown: 'x', eventId: 999999 });
    expect(foreign.statusCode).toBe(400);
  });

  it('re-encodes a gallery upload as a JPEG served from our origin, lists it and removes it, each audited', async () => {
    const png = await solidPicture('png', 2400, 1200, '#16a34a');
    const body = multipart('photo.png', 'image/png', png);
    const uploaded = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/events/${games.event.id}/gallery`,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json().data;
    expect(image).toMatchObject({ eventId: games.event.id, caption: 'Final whistle', width: 1600, height: 800 });
    expect(image.url).toMatch(/^\/api\/uploads\/gallery\/\d+-[0-9a-f]{16}\.jpg$/);

    const served = await harness.app.inject({ method: 'GET', url: image.url, headers: { host: tenant.hostname } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await describePicture(served.rawPayload)).width).toBe(1600);

    expect((await send('GET', `/api/admin/events/${games.event.id}/gallery`)).json().data).toHaveLength(1);
    expect((await send('DELETE', `/api/admin/events/${games.event.id}/gallery/${image.id}`)).statusCode).toBe(200);
    expect((await harness.app.inject({ method: 'GET', url: image.url, headers: { host: tenant.hostname } })).statusCode).toBe(404);
    expect(await actions('gallery_image')).toEqual(['gallery-image.added', 'gallery-image.removed']);
  });

  it('refuses a file that is not a picture, whatever its declared type', async () => {
    const body = multipart('photo.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const refused = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/events/${games.event.id}/gallery`,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Upload a JPEG or PNG picture.');
    const json = await send('POST', `/api/admin/events/${games.event.id}/gallery`, { file: 'x' });
    expect(json.statusCode).toBe(400);
  });
});
