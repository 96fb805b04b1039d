import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConfiguredPolicy, checkOutboundUrl, isPublicAddress, OPERATOR_CONFIGURED, outboundFetch } from './guarded-http';

describe('guarded outbound HTTP', () => {
  let server: Server;
  let origin: string;
  let connections = 0;
  const guarded = adminConfiguredPolicy(false);

  beforeAll(async () => {
    server = createServer((_request, response) => response.end('ok'));
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('tells public unicast addresses from loopback, private, link-local, metadata and special ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '[2a00:1450:4001:82a::200e]']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'fd00:ec2::254',
      'fe80::1',
      'fc00::1',
      '64:ff9b::7f00:1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses a tenant admin URL on loopback, a private or metadata address, a name resolving to loopback, or plain http, before connecting', async () => {
    const port = new URL(origin).port;
    for (const url of [
      `${origin}/x`,
      `https://127.0.0.1:${port}/x`,
      `https://localhost:${port}/x`,
      `https://[::1]:${port}/x`,
      'https://10.0.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:7f00:1]/x',
    ]) {
      await expect(outboundFetch(url, {}, guarded), url).rejects.toThrow();
      expect(await checkOutboundUrl(url, guarded), url).toMatch(/not a public internet address|https:\/\//);
    }
    expect(await checkOutboundUrl('ftp://example.com/x', guarded)).toMatch(/not supported/);
    expect(connections).toBe(0);
  });

  it("lets operator-configured URLs (and tests' OUTBOUND_ALLOW_PRIVATE_HOSTS) reach a loopback server", async () => {
    expect(await (await outboundFetch(`${origin}/x`, {}, OPERATOR_CONFIGURED)).text()).toBe('ok');
    expect(await (await outboundFetch(`${origin}/x`, {}, adminConfiguredPolicy(true))).text()).toBe('ok');
    expect(await checkOutboundUrl(`${origin}/x`, adminConfiguredPolicy(true))).toBeUndefined();
  });
});
