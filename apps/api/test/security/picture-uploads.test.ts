import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { createTenant, createUser, signInAs } from '../factories';
import { craftedPng, multipartPicture, solidPicture } from '../pictures';
import { createCheckInEvent, type CheckInEvent } from '../../src/features/check-in/check-in.test-fixtures';

/**
 * Issue 12, finding 5: picture uploads are image bombs' way in. A PNG of a hundred bytes can
 * declare 40 megapixels; decoding it on the event loop stalled every other request for seconds.
 */
describe('picture uploads: pixel bombs, the event loop, upload limits', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;
  let adminToken: string;

  beforeAll(async () => {
    harness = await createTestApp({ env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'podium-picture-uploads-')) } });
    tenant = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const newMemberToken = async () => signInAs(harness.app, await createUser(harness.database.db, tenant.id));
  const uploadProfilePicture = (token: string, bytes: Buffer, type = 'image/png') => {
    const body = multipartPicture('me.png', type, bytes);
    return harness.app.inject({
      method: 'POST',
      url: '/api/customer/profile/picture',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const uploadGalleryImage = (bytes: Buffer) => {
    const body = multipartPicture('photo.png', 'image/png', bytes, 'Medal ceremony');
    return harness.app.inject({
      method: 'POST',
      url: `/api/admin/events/${games.event.id}/gallery`,
      headers: { host: tenant.hostname, authorization: `Bearer ${adminToken}`, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  // 7000 × 5670 = 39.7 megapixels, the size of the red team's bomb.
  const bomb = craftedPng(7000, 5670, { allRows: false });

  it('refuses a tiny PNG declaring 40 megapixels with a 400 naming the limit, as a profile picture and in the gallery', async () => {
    expect(bomb.length).toBeLessThan(1000);
    for (const refused of [await uploadProfilePicture(await newMemberToken(), bomb), await uploadGalleryImage(bomb)]) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.stringContaining('under 25 megapixels') });
    }
  });

  it('keeps answering /api/health while three bombs and three real 25-megapixel pictures are being processed', async () => {
    // Just under the limit, every row present: these are decoded for real (72 MB of pixels each).
    const largest = craftedPng(6000, 4150, { allRows: true });
    const tokens = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newMemberToken()));
    let finished = 0;
    const uploads = [bomb, bomb, bomb, largest, largest, largest].map((bytes, index) =>
      uploadProfilePicture(tokens[index]!, bytes).finally(() => (finished += 1)),
    );

    // Health asked every few milliseconds: the longest time between two answers is how long the
    // event loop was held. (The pause lets timers and I/O run: inject alone never leaves the microtask queue.)
    const healthAnswersAt: number[] = [performance.now()];
    let answeredBeforeUploadsFinished = 0;
    while (finished < uploads.length) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const health = await harness.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      healthAnswersAt.push(performance.now());
      if (finished < uploads.length) answeredBeforeUploadsFinished += 1;
    }
    const statuses = (await Promise.all(uploads)).map((answer) => answer.statusCode);

    const longestWaitMs = Math.max(...healthAnswersAt.slice(1).map((at, index) => at - healthAnswersAt[index]!));
    expect(longestWaitMs).toBeLessThan(1000);
    expect(answeredBeforeUploadsFinished).toBeGreaterThan(0);
    expect(statuses).toEqual([400, 400, 400, 200, 200, 200]);
  });

  it('takes 10 profile pictures per person in 10 minutes, then answers 429 with Retry-After; others are not held up', async () => {
    const token = await newMemberToken();
    const picture = await solidPicture('jpeg', 64, 64);
    for (let upload = 0; upload < 10; upload += 1) expect((await uploadProfilePicture(token, picture, 'image/jpeg')).statusCode).toBe(200);

    const refused = await uploadProfilePicture(token, picture, 'image/jpeg');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED', message: expect.stringContaining('wait a few minutes') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);

    expect((await uploadProfilePicture(await newMemberToken(), picture, 'image/jpeg')).statusCode).toBe(200);
    harness.clock.advanceSeconds(Number(refused.headers['retry-after']));
    expect((await uploadProfilePicture(token, picture, 'image/jpeg')).statusCode).toBe(200);
  });

  it('takes 60 gallery pictures per admin in 10 minutes, then answers 429 with Retry-After', async () => {
    const picture = await solidPicture('png', 32, 24);
    const answers = [];
    for (let upload = 0; upload < 60; upload += 1) answers.push((await uploadGalleryImage(picture)).statusCode);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const refused = await uploadGalleryImage(picture);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('wait a few minutes');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
