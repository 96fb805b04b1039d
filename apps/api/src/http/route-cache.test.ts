import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireRouteCacheDeclarations, routeCacheProblem } from './route-cache';

describe('config.cache, declared on every route (issue 35)', () => {
  it('stops the server at start when a write route declares nothing, naming the route', async () => {
    const app = Fastify();
    await app.register(
      async (api) => {
        requireRouteCacheDeclarations(api);
        api.post('/registrations', { config: { cache: 'invalidates' } }, async () => 'ok');
        api.post('/forgotten', async () => 'ok');
        api.get('/me', async () => 'ok');
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(/POST \/api\/forgotten declares no config\.cache/);
  });

  it('starts when every write says what it does', async () => {
    const app = Fastify();
    await app.register(async (api) => {
      requireRouteCacheDeclarations(api);
      api.post('/scan', { config: { cache: 'none' } }, async () => 'ok');
      api.put('/profile', { config: { cache: 'own' } }, async () => 'ok');
      api.get('/public/events', { config: { cache: 'public' } }, async () => 'ok');
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('refuses a read that invalidates and a write that claims to be public', () => {
    expect(routeCacheProblem({ method: 'GET', url: '/x', config: { cache: 'invalidates' } })).toMatch(/is a read/);
    expect(routeCacheProblem({ method: 'DELETE', url: '/x', config: { cache: 'public' } })).toMatch(/is a write/);
    expect(routeCacheProblem({ method: ['GET', 'HEAD'], url: '/x', config: { cache: 'public' } })).toBeNull();
    expect(routeCacheProblem({ method: 'PATCH', url: '/x', config: {} })).toMatch(/declares no config\.cache/);
  });
});
