import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { describePicture, solidPicture } from '../../../test/pictures';
import { createTenant, createUser, signInAs } from '../../../test/factories';

const ACCESS_KEY_ID = 'PODIUMTESTKEY';
const BUCKET = 'podium-pictures';

/** A local stand-in for an S3-compatible service: path-style PUT/GET/DELETE of objects kept in a Map. */
function startFakeS3(): Promise<{ server: Server; endpoint: string; objects: Map<string, Buffer>; requests: string[] }> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push(`${request.method} ${request.url}`);
      const authorization = request.headers.authorization ?? '';
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/`) || !request.headers['x-amz-date']) {
        response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      const key = decodeURIComponent(request.url ?? '');
      if (!key.startsWith(`/${BUCKET}/`)) {
        response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      if (request.method === 'PUT') {
        objects.set(key.slice(BUCKET.length + 2), Buffer.concat(chunks));
        response.writeHead(200, { etag: '"x"' }).end();
      } else if (request.method === 'GET') {
        const body = objects.get(key.slice(BUCKET.length + 2));
        if (body) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body);
        else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (request.method === 'DELETE') {
        objects.delete(key.slice(BUCKET.length + 2));
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, endpoint: `http://127.0.0.1:${port}`, objects, requests });
    }),
  );
}

function multipart(fileName: string, type: string, bytes: Buffer) {
  const boundary = '----podiumtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('profile pictures in an S3-compatible bucket', () => {
  let harness: TestApp;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startFakeS3();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'podium-s3-'));
    harness = await createTestApp({
      env: {
        DATA_DIR: dataDir,
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: 'podium-test-secret',
      },
    });
  });
  afterAll(async () => {
    await harness.close();
    await new Promise((resolve) => s3.server.close(resolve));
  });

  it('uploads through the real route into the bucket (not the data folder) and serves it back from our origin', async () => {
    const tenant = await createTenant(harness.database.db);
    const token = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    const upload = async (color: string) => {
      const body = multipart('me.png', 'image/png', await solidPicture('png', 500, 300, color));
      return harness.app.inject({
        method: 'POST',
        url: '/api/customer/profile/picture',
        headers: { host: tenant.hostname, authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
    };

    const response = await upload('#16a34a');
    expect(response.statusCode).toBe(200);
    const url = response.json().data.profileUrl as string;
    expect(url).toMatch(/^\/api\/uploads\/avatars\/\d+-[0-9a-f]{16}\.jpg$/);
    const fileName = url.split('/').pop()!;
    expect([...s3.objects.keys()]).toEqual([`avatars/${fileName}`]);
    expect(s3.requests).toContain(`PUT /${BUCKET}/avatars/${fileName}`);
    expect(existsSync(path.join(dataDir, 'uploads', 'avatars', fileName))).toBe(false);

    const served = await harness.app.inject({ method: 'GET', url, headers: { host: tenant.hostname } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(s3.objects.get(`avatars/${fileName}`)!)).toBe(true);
    const image = await describePicture(served.rawPayload);
    expect([image.width, image.height]).toEqual([256, 256]);

    // A new picture replaces the old object in the bucket.
    const second = await upload('#dc2626');
    const secondName = (second.json().data.profileUrl as string).split('/').pop()!;
    expect([...s3.objects.keys()]).toEqual([`avatars/${secondName}`]);

    const missing = await harness.app.inject({ method: 'GET', url, headers: { host: tenant.hostname } });
    expect(missing.statusCode).toBe(404);
  });
});
