import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jsonDepth, MAX_JSON_DEPTH } from './bounded-json-parser';

describe('JSON bodies', () => {
  let harness: TestApp;
  const host = 'json-depth.test';
  const post = (payload: string) =>
    harness.app.inject({ method: 'POST', url: '/api/contact', headers: { host, 'content-type': 'application/json' }, payload });

  beforeAll(async () => {
    harness = await createTestApp();
    await createTenant(harness.database.db, { hostnames: [host] });
  });
  afterAll(() => harness.close());

  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth('1')).toBe(0);
  });

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with a 400 and a message`, async () => {
    for (const payload of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      '{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1),
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`);
    }
  });

  it(`accepts ${MAX_JSON_DEPTH} levels (then validation decides)`, async () => {
    const payload = '{"a":'.repeat(MAX_JSON_DEPTH) + '1' + '}'.repeat(MAX_JSON_DEPTH);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_FAILED');
    expect(response.json().message).not.toContain('nested');
  });

  it('still refuses prototype poisoning and bodies over 1 MiB', async () => {
    const poisoned = await post('{"name":"a","__proto__":{"x":1}}');
    expect(poisoned.statusCode).toBe(400);
    const huge = await post(JSON.stringify({ name: 'x'.repeat(1_048_577) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request is too large.');
  });
});
