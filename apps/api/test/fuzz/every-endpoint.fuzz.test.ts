import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../src/features/auth/auth-test-kit';
import { createCheckInEvent, registerFor } from '../../src/features/check-in/check-in.test-fixtures';
import { createTenant, createUser, signInAs } from '../factories';
import { createTestApp, TEST_SECRETS } from '../test-app';
import { installChangeRecorder, takeChanges } from './change-recorder';
import {
  encodeComponent,
  fuzzBody,
  fuzzHeaderValue,
  fuzzPathValue,
  fuzzString,
  listEndpoints,
  type Endpoint,
  type OpenApiDocument,
} from './openapi-arbitraries';

/**
 * Property: whatever arrives (malformed, oversized, wrongly typed, deeply nested, unicode-heavy or
 * injection-shaped bodies, params, query strings and headers; with a valid, forged, expired, foreign
 * or no token), no endpoint answers 5xx, every 4xx carries a `message`, and a refused request leaves
 * the database as it was. The endpoints come from the app's own OpenAPI document, so a new route is
 * fuzzed without touching this file.
 *
 * FUZZ_RUNS (per endpoint, default 12) and FUZZ_SEED make a longer or a repeated run.
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * Tables a refused request may write to, by design: the check-in logs every refused scan and stores
 * its answer under the scan id (so a retry replays it), wrong codes count towards a lockout,
 * failed MFA attempts go to the security log, and upload limits count every attempt (a refused
 * picture cost its decoding too).
 */
const WRITTEN_ON_REFUSAL = new Set(['scan_log', 'check_in_replies', 'otp_lockouts', 'security_events', 'rate_limit_hits']);

/**
 * Tables a refusal for a wrong code writes to, by design, by the refusal's error code: each guess
 * is claimed as a try before it is compared (so parallel guesses cannot pass the limit). A wrong
 * TOTP or recovery code counts on the person's row (`users.mfa_failures_in_row`, then the lock),
 * a wrong account-deletion code on that code. Only with that answer: the same table written by any
 * other refusal is still a failure.
 */
const WRITTEN_ON_WRONG_CODE = new Map<unknown, readonly string[]>([
  ['MFA_INVALID_CODE', ['users']],
  ['OTP_INCORRECT', ['account_deletion_codes']],
]);

/**
 * Tables a refused request may write to but must leave as it found them: an SMS send claims each of
 * its budgets atomically and gives the claims back when a later budget is full (429), so the
 * counters are written and restored. Compared by content instead.
 */
const RESTORED_ON_REFUSAL = 'otp_send_budgets';
const sendBudgetRows = async () =>
  JSON.stringify(
    (await database.db.execute(sql`select scope, window_start, sends from otp_send_budgets order by scope, window_start`)).rows,
  );

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'podium-fuzz-'));
const harness = await createTestApp({ env: { DATA_DIR: dataDir } });
const { app, database } = harness;
const tenant = await createTenant(database.db, { hostnames: ['fuzz.test'] });
const otherTenant = await createTenant(database.db, { hostnames: ['other-fuzz.test'] });
const fixture = await createCheckInEvent(database.db, tenant);
const member = await createUser(database.db, tenant.id);
const staff = await createUser(database.db, tenant.id, { role: 'staff' });
const admin = await createUser(database.db, tenant.id, { role: 'admin' });
const foreigner = await createUser(database.db, otherTenant.id);
await registerFor(database.db, member.id, fixture.footballMen.id, fixture.team.id);
await installChangeRecorder(database.db);
const openApi = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
// A public live stream opens for anyone and never ends: fuzzing cannot wait on it. Its refusals
// (bad, foreign and unpublished event ids) are tested in features/tournaments/live.routes.test.ts.
const endpoints = listEndpoints(openApi).filter(
  (endpoint) => !(endpoint.path.startsWith('/api/public/') && endpoint.path.endsWith('/stream')),
);

afterAll(async () => {
  await harness.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const secret = new TextEncoder().encode(TEST_SECRETS.sessionSecret);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

type TokenKind = 'none' | 'member' | 'staff' | 'admin' | 'foreign' | 'alg-none' | 'wrong-key' | 'expired' | 'garbage';

/** A token of the kind asked for; valid ones are fresh sessions, so a fuzzed logout cannot spoil the next run. */
async function tokenOf(kind: TokenKind, garbage: string): Promise<string | undefined> {
  const claims = {
    sid: '00000000-0000-4000-8000-000000000000',
    tid: tenant.id,
    sub: String(member.id),
    iss: 'podium',
    aud: 'podium-session',
  };
  switch (kind) {
    case 'none':
      return undefined;
    case 'member':
      return signInAs(app, member);
    case 'staff':
      return signInAs(app, staff);
    case 'admin':
      return signInAs(app, admin);
    case 'foreign':
      return signInAs(app, foreigner);
    case 'alg-none':
      return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: 4102444800 })}.`;
    case 'wrong-key':
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(48)));
    case 'expired':
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(1_000_000).sign(secret);
    case 'garbage':
      return garbage;
  }
}

const realIds = [
  String(fixture.event.id),
  String(fixture.football.id),
  String(fixture.footballMen.id),
  String(fixture.team.id),
  fixture.event.slug,
  'google',
  'corporate',
];

function requestArbitrary(endpoint: Endpoint) {
  const pathParams = (endpoint.operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParams = (endpoint.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const bodySchema = endpoint.operation.requestBody?.content['application/json']?.schema;
  const pathArbitrary = fc.record(Object.fromEntries(pathParams.map((parameter) => [parameter.name, fuzzPathValue(realIds)])));
  const queryArbitrary = fc.tuple(
    fc.record(
      Object.fromEntries(
        queryParams.map((parameter) => [parameter.name, fc.oneof(fuzzPathValue(realIds), fc.array(fuzzString, { maxLength: 3 }))]),
      ),
      {
        requiredKeys: [],
      },
    ),
    fc.option(fc.tuple(fuzzString, fuzzString), { nil: undefined }),
  );
  return fc.record({
    path: pathArbitrary,
    query: queryArbitrary,
    body: fuzzBody(bodySchema),
    sendBody: fc.boolean(),
    // A live stream never ends, so server-sent-event routes get only tokens that are refused.
    token: endpoint.path.endsWith('/stream')
      ? fc.constantFrom<TokenKind>('none', 'foreign', 'alg-none', 'wrong-key', 'expired', 'garbage')
      : fc.constantFrom<TokenKind>(
          'none',
          'member',
          'member',
          'staff',
          'admin',
          'admin',
          'foreign',
          'alg-none',
          'wrong-key',
          'expired',
          'garbage',
        ),
    tokenHeader: fc.constantFrom('authorization', 'access-token', 'cookie'),
    garbageToken: fuzzHeaderValue,
    extraHeader: fc.option(
      fc.tuple(
        fc.constantFrom('x-request-id', 'accept-language', 'x-forwarded-for', 'cookie', 'user-agent', 'if-none-match', 'origin', 'referer'),
        fuzzHeaderValue,
      ),
      { nil: undefined },
    ),
    host: fc.constantFrom('fuzz.test', 'fuzz.test', 'fuzz.test', 'FUZZ.TEST:443', 'unknown.example', '[::1]:80', 'fuzz.test, evil.example'),
  });
}

function buildUrl(
  endpoint: Endpoint,
  request: { path: Record<string, string>; query: [Record<string, string | string[] | undefined>, [string, string] | undefined] },
) {
  const pathname = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeComponent(request.path[name] ?? '1'));
  const pairs: string[] = [];
  const [declared, extra] = request.query;
  for (const [name, value] of Object.entries(declared)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push(`${encodeComponent(name)}=${encodeComponent(one)}`);
  }
  if (extra) pairs.push(`${encodeComponent(extra[0])}=${encodeComponent(extra[1])}`);
  return pairs.length > 0 ? `${pathname}?${pairs.join('&')}` : pathname;
}

describe('every endpoint of the OpenAPI document under fuzzed input', () => {
  it('finds the endpoints to fuzz', () => {
    expect(endpoints.length).toBeGreaterThan(30);
  });

  it('notices a write (the recorder works) and forgets a rolled-back one', async () => {
    await takeChanges(database.db);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/contact', headers: { host: 'fuzz.test' }, payload });
    const captchaToken = await solveCaptcha(app, 'fuzz.test', '127.0.0.1');
    expect((await post({ name: 'A', email: 'a@example.com', message: 'hello', captchaToken })).statusCode).toBe(201);
    // The message, its captcha spent once and its sender's limits.
    expect(await takeChanges(database.db)).toEqual(['contact_messages', 'rate_limit_hits', 'used_captchas']);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into contact_messages (tenant_id, name, email, message) values (${tenant.id}, 'B', 'b@example.com', 'x')`,
        );
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await takeChanges(database.db)).toEqual([]);
  });

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(endpoint), async (request) => {
        const token = await tokenOf(request.token, request.garbageToken);
        const headers: Record<string, string> = { host: request.host };
        if (token !== undefined) {
          if (request.tokenHeader === 'authorization') headers.authorization = `Bearer ${token}`;
          else if (request.tokenHeader === 'access-token') headers['access-token'] = token;
          else headers.cookie = `token=${token}`;
        }
        if (request.extraHeader) headers[request.extraHeader[0]] = request.extraHeader[1];
        const withBody = request.sendBody || endpoint.operation.requestBody !== undefined;
        if (withBody && request.body.contentType) headers['content-type'] = request.body.contentType;
        const url = buildUrl(endpoint, request);

        await takeChanges(database.db);
        const budgetsBefore = await sendBudgetRows();
        const response = await app.inject({
          method: endpoint.method as 'GET',
          url,
          headers,
          ...(withBody && request.body.payload !== undefined ? { payload: request.body.payload } : {}),
        });
        const context = `${endpoint.method} ${url.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;

        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const answer = JSON.parse(response.body) as { message?: unknown; error?: unknown };
          expect(typeof answer.message === 'string' && answer.message.length > 0, `4xx without a message: ${context}`).toBe(true);
          const triesCounted = WRITTEN_ON_WRONG_CODE.get(answer.error) ?? [];
          const changed = (await takeChanges(database.db)).filter((name) => !WRITTEN_ON_REFUSAL.has(name) && !triesCounted.includes(name));
          expect(
            changed.filter((name) => name !== RESTORED_ON_REFUSAL),
            `refused request changed the database: ${context}`,
          ).toEqual([]);
          if (changed.includes(RESTORED_ON_REFUSAL))
            expect(await sendBudgetRows(), `refused request left SMS budgets changed: ${context}`).toBe(budgetsBefore);
        }
      }),
      { numRuns: RUNS_PER_ENDPOINT, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });

  it('still answers normally afterwards', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: 'fuzz.test' } });
    expect(response.statusCode).toBe(200);
  });
});
