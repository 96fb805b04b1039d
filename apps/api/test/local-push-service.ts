import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service as browsers' vendors run them, on localhost: it takes Web Push messages (RFC 8030)
 * at each subscription's endpoint, checks the VAPID authorization (RFC 8292: an ES256 JWT for this
 * origin, signed by the key in `k=`), and decrypts the aes128gcm payload (RFC 8188 and RFC 8291)
 * with the subscription's own private key and auth secret, as the browser would. Written from the
 * RFCs with node:crypto alone, so it shares no code with the `web-push` library under test.
 */
export interface ReceivedPush {
  subscriptionId: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
  vapid: { publicKey: string; audience: string; subject: string; expiresAt: number };
}

export interface LocalSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface LocalPushService {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription: its endpoint here and its public keys (base64url). */
  subscribe(): LocalSubscription;
  /** The next pushes to this subscription answer `status` (404 or 410: gone; 429, 500: try later). */
  answerNext(subscriptionId: string, status: number, times?: number): void;
  /** Refuses every request (the connection is destroyed) until `up()`. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function decryptAes128gcm(body: Buffer, receiverPrivateKey: Buffer, receiverPublicKey: Buffer, authSecret: Buffer): Buffer {
  // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(receiverPrivateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  // RFC 8291 §3.4: IKM from the ECDH secret and the auth secret, bound to both public keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('payload is not a single final record (no 0x02 delimiter)');
  return padded.subarray(0, end);
}

function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1]!.split('.');
  const publicKey = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(publicKey.subarray(1, 33)), y: b64url(publicKey.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify with k');
  const parsedHeader = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { alg: string };
  if (parsedHeader.alg !== 'ES256') throw new Error(`VAPID alg ${parsedHeader.alg}`);
  const parsed = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (parsed.aud !== origin) throw new Error(`VAPID aud ${parsed.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(parsed.exp > now && parsed.exp <= now + 24 * 3600)) throw new Error('VAPID exp must be within 24 hours');
  return { publicKey: match[2]!, audience: parsed.aud, subject: parsed.sub, expiresAt: parsed.exp };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const subscriptions = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const scripted = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  let isDown = false;
  let origin = '';

  const server: Server = createServer((request, response) => {
    if (isDown) {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([a-z0-9]+)$/.exec(request.url ?? '')?.[1];
      const subscription = id ? subscriptions.get(id) : undefined;
      const next = id ? scripted.get(id)?.shift() : undefined;
      if (next !== undefined) {
        response.writeHead(next).end();
        return;
      }
      if (request.method !== 'POST' || !id || !subscription) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        if (!request.headers.ttl || !/^\d+$/.test(String(request.headers.ttl))) throw new Error('TTL header missing');
        const vapid = checkVapid(request.headers.authorization, origin);
        const plain = decryptAes128gcm(Buffer.concat(chunks), subscription.privateKey, subscription.publicKey, subscription.auth);
        received.push({ subscriptionId: id, headers: request.headers, message: JSON.parse(plain.toString('utf8')), vapid });
        response.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(8).toString('hex');
      const auth = randomBytes(16);
      subscriptions.set(id, { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answerNext(subscriptionId, status, times = 1) {
      scripted.set(subscriptionId, [...(scripted.get(subscriptionId) ?? []), ...Array<number>(times).fill(status)]);
    },
    down: () => void (isDown = true),
    up: () => void (isDown = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
