/**
 * A seeded generator of invalid requests derived from a route's JSON Schemas (its OpenAPI operation): wrong types,
 * missing required fields, huge strings and numbers, nested junk, bad ids. Deterministic: the same seed gives the
 * same requests on every machine.
 */

import { mulberry32 } from '../../src/adapters/market-data/simulated/seeded-random.ts';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  $ref?: string;
};

export interface FuzzInput {
  params: Record<string, string>;
  query: string;
  /** A JSON text (possibly malformed on purpose), or undefined for no body. */
  body: string | undefined;
  /** What was mutated, for the failure message. */
  what: string;
}

/** The seeded PRNG of the generator: the simulator's mulberry32. */
export const seededRandom: (seed: number) => () => number = mulberry32;

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function nested(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Values of every JSON type, including the awkward ones. */
const JUNK: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'abc',
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  '\u0000',
  'a\u0000b',
  '💥'.repeat(50),
  '\u202e\u0301',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  'x'.repeat(70_000),
  [],
  [1, 'a', null],
  Array.from({ length: 5_000 }, (_, i) => i),
  {},
  { toString: 'x', valueOf: 1, hasOwnProperty: null },
  { constructor: { prototype: { polluted: true } } },
  nested(60),
];

/** Bad path segments (already URL-encoded where they need it). */
const BAD_IDS: readonly string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '9007199254740993',
  '%00',
  '%20',
  '%E2%82%AC',
  '%F0%9F%92%A5',
  'null',
  'undefined',
  '..%2F..%2Fetc',
  'x'.repeat(99),
  'x'.repeat(500),
  '%27%3B--',
  'AAPL',
  '1',
];

/** Bad query values (URL-encoded). */
const BAD_QUERY_VALUES: readonly string[] = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e999',
  '99999999999999999999',
  '%00',
  'x'.repeat(5_000),
  '%5B%5D',
  'true',
  '%F0%9F%92%A5',
];

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type[0];
  if (schema.type) return schema.type;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  return branch ? typeOf(branch) : undefined;
}

/** A plausible value for `schema`: the starting point that mutations break one field at a time. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) out[k] = plausibleValue(s, depth + 1);
      return out;
    }
    case 'array':
      return [plausibleValue(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'a';
  }
}

/** One invalid variant of a body: a field dropped or replaced, or the whole body junk or malformed. */
function invalidBody(random: () => number, schema: JsonSchema | undefined): { body: string; what: string } {
  const base = plausibleValue(schema) as Record<string, unknown> | null;
  const fields = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  const kind = pick(random, ['junk', 'missing', 'wrong', 'wrong', 'wrong', 'raw', 'extra'] as const);
  if (kind === 'missing' && schema?.required?.length && base) {
    const drop = pick(random, schema.required);
    const { [drop]: _, ...rest } = base;
    return { body: JSON.stringify(rest), what: `body without ${drop}` };
  }
  if ((kind === 'wrong' || kind === 'missing') && fields.length && base) {
    const field = pick(random, fields);
    const value = pick(random, JUNK);
    return { body: JSON.stringify({ ...base, [field]: value }), what: `body.${field} = ${preview(value)}` };
  }
  if (kind === 'raw') {
    const raw = pick(random, ['{', '{"a":', '[1,2', '1e999', '{"shares":1e999}', '"\\ud800"', '{"__proto__":{"x":1}}']);
    return { body: raw, what: `raw body ${raw}` };
  }
  if (kind === 'extra' && base) {
    const value = pick(random, JUNK);
    return { body: JSON.stringify({ ...base, extra: value, id: value }), what: `extra fields = ${preview(value)}` };
  }
  const value = pick(random, JUNK);
  return { body: JSON.stringify(value) ?? 'null', what: `body = ${preview(value)}` };
}

const preview = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
};

export interface OperationInputs {
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's schema; `hasBody` without one: the route reads a body it does not declare. */
  bodySchema: JsonSchema | undefined;
  hasBody: boolean;
}

/** `count` invalid inputs for one operation, from `random`. */
export function invalidInputs(random: () => number, op: OperationInputs, count: number): FuzzInput[] {
  const out: FuzzInput[] = [];
  for (let i = 0; i < count; i++) {
    const params = Object.fromEntries(op.pathParams.map((p) => [p, random() < 0.7 ? pick(random, BAD_IDS) : '1']));
    const query = op.queryParams
      .filter(() => random() < 0.7)
      .map((q) => `${q}=${pick(random, BAD_QUERY_VALUES)}${random() < 0.2 ? `&${q}=2` : ''}`)
      .join('&');
    const body = op.hasBody ? invalidBody(random, op.bodySchema) : undefined;
    const what = [
      op.pathParams.length ? `params ${JSON.stringify(params).slice(0, 80)}` : '',
      query ? `query ${query.slice(0, 80)}` : '',
      body?.what ?? '',
    ]
      .filter(Boolean)
      .join('; ');
    out.push({ params, query, body: body?.body, what });
  }
  return out;
}
