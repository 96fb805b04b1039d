import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { describePicture, solidPicture } from '../../../test/pictures';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';

function multipart(fileName: string, type: string, bytes: Buffer) {
  const boundary = '----podiumtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('profile edits and picture', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    harness = await createTestApp({ env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'podium-profile-')) } });
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
  });
  afterAll(() => harness.close());

  const put = (token: string | undefined, payload: object, host = tenant.hostname) =>
    harness.app.inject({
      method: 'PUT',
      url: '/api/customer/profile',
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  const valid = {
    name: 'Meera Nair',
    email: 'meera@example.com',
    gender: 'female',
    companyName: 'Brand New Labs',
    dateOfBirth: '1988-03-04',
  };

  it('requires a session and refuses another tenant', async () => {
    expect((await put(undefined, valid)).statusCode).toBe(401);
    const user = await createUser(harness.database.db, tenant.id);
    expect((await put(await signInAs(harness.app, user), valid, other.hostname)).statusCode).toBe(401);
  });

  it('saves name, email, gender, a typed company and the date of birth', async () => {
    const user = await createUser(harness.database.db, tenant.id, { email: null, name: null });
    const token = await signInAs(harness.app, user);
    const response = await put(token, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      name: 'Meera Nair',
      email: 'meera@example.com',
      gender: 'female',
      companyName: 'Brand New Labs',
      dateOfBirth: '1988-03-04',
    });
    const details = await harness.app.inject({
      method: 'GET',
      url: '/api/customer/profile/details',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    });
    expect(details.json().data.user.companyName).toBe('Brand New Labs');
  });

  it("picks a listed company by id and refuses another tenant's company", async () => {
    const user = await createUser(harness.database.db, tenant.id);
    const token = await signInAs(harness.app, user);
    const listed = await createCompany(harness.database.db, tenant.id, 'Listed Co');
    const foreign = await createCompany(harness.database.db, other.id, 'Foreign Co');
    const chosen = await put(token, { ...valid, email: 'listed@example.com', companyName: undefined, companyId: listed.id });
    expect(chosen.json().data.user).toMatchObject({ companyId: listed.id, companyName: 'Listed Co' });
    const refused = await put(token, { ...valid, email: 'listed@example.com', companyName: undefined, companyId: foreign.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Choose a company/);
  });

  it('refuses an email someone else uses and a bad email with a readable message', async () => {
    await createUser(harness.database.db, tenant.id, { email: 'taken@example.com' });
    const token = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    const taken = await put(token, { ...valid, email: 'TAKEN@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This email is already used by another account.');
    const bad = await put(token, { ...valid, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid email/);
  });

  it('refuses a date of birth that does not exist, is not past, or is more than 100 years ago, with a message to act on', async () => {
    // The test clock stands at 2026-06-01.
    const token = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    const body = (dateOfBirth: string) => ({ ...valid, email: 'dob-check@example.com', dateOfBirth });
    const refusals = [
      ['1990-02-30', 'dateOfBirth: Enter your date of birth as a real date (YYYY-MM-DD).'],
      ['04/03/1988', 'dateOfBirth: Enter your date of birth as a real date (YYYY-MM-DD).'],
      ['2026-06-01', 'Your date of birth must be in the past.'],
      ['2031-01-01', 'Your date of birth must be in the past.'],
      ['1926-05-31', 'Your date of birth cannot be more than 100 years ago: check the year.'],
    ] as const;
    for (const [dateOfBirth, message] of refusals) {
      const refused = await put(token, body(dateOfBirth));
      expect(refused.statusCode, dateOfBirth).toBe(400);
      expect(refused.json(), dateOfBirth).toMatchObject({ error: 'VALIDATION_FAILED', message });
    }
    const oldest = await put(token, body('1926-06-01'));
    expect(oldest.statusCode).toBe(200);
    expect(oldest.json().data.user.dateOfBirth).toBe('1926-06-01');
    const cleared = await put(token, { ...body('1990-01-01'), dateOfBirth: null });
    expect(cleared.json().data.user.dateOfBirth).toBeNull();
  });

  it('stores an uploaded picture as a 256 px JPEG served from our origin, and refuses other files', async () => {
    const token = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    const png = await solidPicture('png', 600, 400);
    const upload = (body: ReturnType<typeof multipart>) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/customer/profile/picture',
        headers: { host: tenant.hostname, authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
    const response = await upload(multipart('me.png', 'image/png', png));
    expect(response.statusCode).toBe(200);
    const url = response.json().data.profileUrl as string;
    expect(url).toMatch(/^\/api\/uploads\/avatars\/\d+-[0-9a-f]{16}\.jpg$/);
    const served = await harness.app.inject({ method: 'GET', url, headers: { host: tenant.hostname } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stored = await describePicture(served.rawPayload);
    expect([stored.width, stored.height]).toEqual([256, 256]);

    const script = await upload(multipart('evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')));
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe('Upload a JPEG or PNG picture.');
    const gif = await upload(multipart('a.gif', 'image/gif', Buffer.from('GIF89a')));
    expect(gif.statusCode).toBe(400);
    const huge = await upload(multipart('big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10)));
    expect(huge.statusCode).toBe(413);
  });
});
