import { afterAll, describe, expect, it } from 'vitest';
import { ONE_LINE_TEXT_MESSAGE } from '@podium/contracts/text/one-line-text';
import { createTenant, createUser, signInAs } from '../factories';
import { listEndpoints, type Endpoint, type JsonSchema, type OpenApiDocument } from '../fuzz/openapi-arbitraries';
import { createTestApp } from '../test-app';
import { PLATFORM_TEST_HOST, signInOperator } from '../../src/features/operators/platform-test-kit.testing';

/**
 * Class guard for issue 28, section 4: text that is printed (receipts, posters) or exported (CSV)
 * must not carry line breaks or control characters, which add lines to a receipt ("Total paid: INR
 * 45000.00" under a ₹1,000 payment) or break a spreadsheet's rows. The rule is the strong one: every
 * string field of every request refuses a line feed, U+2028 and NUL with a 400 naming the field,
 * unless its schema is marked multi-line (`multiLineText` in packages/contracts, `x-multiline` in
 * the OpenAPI document), which keeps its line breaks and still refuses NUL. The fields come from the
 * OpenAPI document the app serves, so a new route or field is covered without touching this file.
 */
const harness = await createTestApp();
const { app, database } = harness;
const tenant = await createTenant(database.db, { hostnames: ['one-line.test'] });
const admin = await createUser(database.db, tenant.id, { role: 'admin' });
const token = await signInAs(app, admin);
const openApi = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();

afterAll(() => harness.close());

type FieldPath = (string | number)[];
type TextSchema = JsonSchema & { 'x-multiline'?: boolean };

const isString = (schema: JsonSchema) => schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
const branches = (schema: JsonSchema): TextSchema[] => [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];

interface TextField {
  at: FieldPath;
  isMultiLine: boolean;
}

/** Every string field of a JSON schema that is not an enum (object properties and array items, nested). */
function textFields(schema: JsonSchema | undefined, at: FieldPath = [], depth = 0): TextField[] {
  if (!schema || depth > 6) return [];
  return branches(schema).flatMap((branch) => {
    if (isString(branch) && branch.enum === undefined && at.length > 0) return [{ at, isMultiLine: branch['x-multiline'] === true }];
    if (branch.items) return textFields(branch.items, [...at, 0], depth + 1);
    return Object.entries(branch.properties ?? {}).flatMap(([key, child]) => textFields(child, [...at, key], depth + 1));
  });
}

/** A body holding `value` at `at`, enum fields on the way set to their first value (they pick a union's branch). */
function bodyWith(schema: JsonSchema, at: FieldPath, value: string): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return value;
  const branch = branches(schema).find((one) => (typeof head === 'number' ? one.items : one.properties?.[head])) ?? schema;
  if (typeof head === 'number') return [bodyWith(branch.items!, rest, value)];
  const object: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(branch.properties ?? {})) {
    const choices = branches(child).find((one) => one.enum !== undefined)?.enum;
    if (choices && key !== head) object[key] = choices[0];
  }
  object[head] = bodyWith(branch.properties![head]!, rest, value);
  return object;
}

const headers = { host: tenant.hostname, authorization: `Bearer ${token}` };
// The operator console's routes answer only on the platform host, to an operator with two-factor on.
const operatorHeaders = {
  host: PLATFORM_TEST_HOST,
  authorization: `Bearer ${await signInOperator(app, harness.clock, '9000000901')}`,
};
const headersFor = (endpoint: Endpoint) => (endpoint.path.startsWith('/api/platform/') ? operatorHeaders : headers);
/** A path parameter the route accepts, so the request reaches body and query validation: an enum's first value, a UUID, or 1. */
function pathValue(endpoint: Endpoint, name: string): string {
  const schema = endpoint.operation.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
  if (schema?.enum) return String(schema.enum[0]);
  if ((schema as { format?: string } | undefined)?.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  return '1';
}
const urlOf = (endpoint: Endpoint) => endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathValue(endpoint, name));

interface Case {
  name: string;
  field: string;
  isMultiLine: boolean;
  send: (value: string) => Promise<{ statusCode: number; json: () => { fields?: Record<string, string[]> } }>;
}

function casesOf(endpoint: Endpoint): Case[] {
  const method = endpoint.method as 'POST';
  const label = `${endpoint.method} ${endpoint.path}`;
  const bodySchema = endpoint.operation.requestBody?.content['application/json']?.schema;
  const bodyCases = textFields(bodySchema).map(({ at, isMultiLine }) => ({
    name: `${label} body ${at.join('.')}`,
    field: at.join('.'),
    isMultiLine,
    send: (value: string) =>
      app.inject({
        method,
        url: urlOf(endpoint),
        headers: { ...headersFor(endpoint), 'content-type': 'application/json' },
        payload: JSON.stringify(bodyWith(bodySchema!, at, value)),
      }),
  }));
  const queryCases = (endpoint.operation.parameters ?? [])
    // A return path of a browser redirect is never refused but made safe ('/' for anything odd): its schema says so.
    .filter(
      (parameter) =>
        parameter.in === 'query' && (parameter.schema as { 'x-sanitised-path'?: boolean } | undefined)?.['x-sanitised-path'] !== true,
    )
    .flatMap((parameter) =>
      textFields({ properties: { [parameter.name]: parameter.schema ?? { type: 'string' } } }).map(({ isMultiLine }) => ({
        name: `${label} query ${parameter.name}`,
        field: parameter.name,
        isMultiLine,
        send: (value: string) =>
          app.inject({ method, url: urlOf(endpoint), query: { [parameter.name]: value }, headers: headersFor(endpoint) }),
      })),
    );
  return [...bodyCases, ...queryCases];
}

/** Server-sent-event streams never end: their query strings are validated like the rest, but not waited on here. */
const cases = listEndpoints(openApi)
  .filter((endpoint) => !endpoint.path.endsWith('/stream'))
  .flatMap(casesOf);

/** Names with a line break, a line separator and a NUL in the middle, where trimming cannot take them off. */
const BREAKS = { 'a line feed': 'Asha\nTotal paid: INR 45000.00', 'U+2028': 'Asha\u2028Rao', 'a NUL': 'Asha\u0000Rao' };

describe('line breaks and control characters in the text fields of every request', () => {
  it('finds the text fields, one-line and multi-line (the walk works)', () => {
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.map((one) => one.name)).toContain('PUT /api/customer/profile body name');
    expect(cases.find((one) => one.name === 'POST /api/contact body message')?.isMultiLine).toBe(true);
  });

  it('says what to do, in the words the web form shows too', async () => {
    const profile = cases.find((one) => one.name === 'PUT /api/customer/profile body name')!;
    const answer = (await profile.send(BREAKS['a line feed'])).json();
    expect(answer.fields?.name).toContain(ONE_LINE_TEXT_MESSAGE);
  });

  it.each(cases.map((one) => [one.name, one] as const))('%s', async (_name, one) => {
    const refused = Object.entries(BREAKS).filter(([kind]) => !one.isMultiLine || kind === 'a NUL');
    for (const [kind, value] of refused) {
      const response = await one.send(value);
      const fields = response.statusCode === 400 ? (response.json().fields ?? {}) : {};
      expect(fields[one.field], `${one.name} with ${kind} → ${response.statusCode} ${JSON.stringify(fields)}`).toBeDefined();
    }
    if (one.isMultiLine) {
      const fields = (await one.send('First line\r\nSecond line\tand a tab')).json().fields ?? {};
      expect(fields[one.field], `${one.name} refused its line breaks`).toBeUndefined();
    }
  });
});
