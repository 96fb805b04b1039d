import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiDocsPlugin } from './api-docs.plugin';
import { apiRoutesPlugin } from './api-routes.plugin';
import { jobsPlugin } from './jobs.plugin';
import { securityHeadersPlugin } from './security-headers.plugin';

describe('the server is named plugins with declared dependencies (issue 35)', () => {
  it.each([
    ['the headers', securityHeadersPlugin],
    ['the API documentation', apiDocsPlugin],
    ['the jobs', jobsPlugin],
  ])('refuses to start %s without the context they need', async (_name, plugin) => {
    const app = Fastify();
    await expect(app.register(plugin).ready()).rejects.toThrow(/podium-context/);
  });

  it('refuses the /api routes before the documentation that must see them declared', async () => {
    const app = Fastify();
    await expect(app.register(apiRoutesPlugin, { demoIdentityProvider: undefined }).ready()).rejects.toThrow(
      /podium-context|podium-api-docs/,
    );
  });
});
