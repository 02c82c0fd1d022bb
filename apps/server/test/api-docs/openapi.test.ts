import { ERROR_STATUS, type ErrorCode } from '@tradearena/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
};
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Fastify's `/api/leagues/:id` is OpenAPI's `/api/leagues/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every `$ref` anywhere in the document. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsOf(v, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsOf(v, found);
    }
  }
  return found;
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  let doc: Doc;

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('lists every route the app registered, with its method', () => {
    const served = routes.filter((r) => r.method !== 'HEAD');
    expect(served.length).toBeGreaterThan(50);
    const missing = served
      .filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const r of ['POST /api/trade-action', 'GET /api/openapi.json', 'GET /metrics', 'GET /stock-stream']) {
      const [method, url] = r.split(' ') as [string, string];
      expect(doc.paths[url]?.[method.toLowerCase()], r).toBeDefined();
    }
  });

  it('is an OpenAPI 3.1 document whose references all resolve', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('TradeArena API');
    expect(doc.info.version).toBe(t.config.version);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const p of op.parameters ?? []) {
          expect(['path', 'query', 'header', 'cookie']).toContain(p.in);
          expect(p.schema, `${p.name} of ${method} ${path}`).toBeTypeOf('object');
        }
        // Every {param} of the path is a required path parameter.
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
          expect(param?.required, `path parameter ${name} of ${method} ${path}`).toBe(true);
        }
      }
    }
    const dangling = refsOf(doc).filter((ref) => resolvePointer(doc, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('documents requests and answers from the routes’ schemas', () => {
    const trade = doc.paths['/api/trade-action']?.post;
    const body = trade?.requestBody?.content['application/json']?.schema as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(body.required).toEqual(expect.arrayContaining(['symbol', 'action']));
    expect(body.properties.portfolioType).toMatchObject({ enum: ['personal', 'league', 'weekly', 'monthly'] });
    expect(trade?.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    const params = doc.paths['/api/stocks/chart/{symbol}/{timeframe}']?.get?.parameters?.map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining(['symbol', 'timeframe']));
  });

  it('gives every operation the error answers of its kind, each with the error body and its codes', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const statuses = Object.keys(op.responses);
        // Any request: a malformed address, a slow request, headers too large, our failure, an unusable database.
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '408', '431', '500', '503']));
        // A body-reading method: a foreign Origin, a body not JSON, too large, of another media type.
        if (method !== 'get') {
          expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['403', '413', '415']));
        }
        for (const [status, answer] of Object.entries(op.responses)) {
          if (Number(status) < 400) continue;
          expect(answer.content?.['application/json']).toEqual({ schema: { $ref: '#/components/schemas/ErrorBody' } });
          // Each code listed is one of that status (packages/contracts/src/errors.ts).
          const codes = answer.description?.split('one of: ')[1]?.split(', ') ?? [];
          expect(codes.length, `${status} of ${method} ${path}`).toBeGreaterThan(0);
          for (const code of codes)
            expect(ERROR_STATUS[code as ErrorCode], `${code} of ${method} ${path}`).toBe(Number(status));
        }
      }
    }
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['error', 'message', 'code'],
      properties: { code: { enum: expect.arrayContaining(['ORDER_MARKET_CLOSED', 'RATE_LIMITED']) } },
    });
  });

  it('documents every error code of the table on the operations that answer it', () => {
    const documented = new Set(
      Object.values(doc.paths).flatMap((item) =>
        Object.values(item).flatMap((op) =>
          Object.values(op.responses).flatMap((r) => r.description?.split('one of: ')[1]?.split(', ') ?? []),
        ),
      ),
    );
    // Answered only by the web app's static files (conditional and range requests), which are not the API.
    const staticFilesOnly = ['REQUEST_PRECONDITION_FAILED', 'REQUEST_RANGE_NOT_SATISFIABLE'];
    const undocumented = Object.keys(ERROR_STATUS).filter((c) => !documented.has(c) && !staticFilesOnly.includes(c));
    expect(undocumented, 'a code no operation documents: add it to the `errors` of the routes that answer it').toEqual(
      [],
    );
  });

  it('documents per operation the statuses only it answers (402, 426, 502, 401 only with a session)', () => {
    const statusesOf = (method: string, path: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(statusesOf('post', '/api/payments/simulated/confirm')).toContain('402');
    expect(statusesOf('get', '/stock-stream')).toEqual(expect.arrayContaining(['101', '426']));
    expect(statusesOf('get', '/stock-stream')).not.toContain('200');
    expect(statusesOf('post', '/api/billing/cancel-subscription')).toContain('502');
    expect(statusesOf('get', '/api/market/status')).not.toEqual(expect.arrayContaining(['401']));
    expect(statusesOf('get', '/api/market/status')).not.toContain('404');
    expect(statusesOf('get', '/api/portfolio')).toContain('401');
    expect(statusesOf('get', '/api/portfolio')).not.toContain('402');
  });

  it('says who may call each operation', () => {
    const securityOf = (method: string, path: string) => doc.paths[path]?.[method]?.security;
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(securityOf('get', '/api/feedback/public')).toEqual([]);
    expect(securityOf('get', '/api/stocks/quote/{symbol}')).toEqual([]);
    expect(securityOf('post', '/api/bank/transfer')).toEqual([{ session: [] }]);
    expect(securityOf('post', '/api/feedback')).toEqual([{ session: [] }]);
    // Signed out it signs up; signed in it upgrades the account.
    expect(securityOf('post', '/api/payments/educator-subscription')).toEqual([{}, { session: [] }]);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(op.security, `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('documents the bodies the routes read themselves', () => {
    const transfer = bodyOf('post', '/api/bank/transfer');
    expect(transfer.required).toEqual(['amount', 'portfolioType']);
    expect(transfer.properties?.portfolioType).toMatchObject({ enum: ['personal', 'weekly', 'monthly', 'league'] });
    expect(doc.paths['/api/bank/transfer']?.post?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false })]),
    );
    const webhook = doc.paths['/api/payments/webhook']?.post;
    expect(bodyOf('post', '/api/payments/webhook').required).toEqual(['id', 'type', 'data']);
    expect(webhook?.parameters).toEqual([
      expect.objectContaining({ in: 'header', name: 'stripe-signature', required: true }),
    ]);
    // Signed out the whole wizard (account included), signed in its first step.
    const subscription = bodyOf('post', '/api/payments/educator-subscription');
    expect(subscription).not.toEqual({});
    expect(subscription.anyOf?.[0]?.required).toEqual(expect.arrayContaining(['institutionName', 'password']));
    expect(subscription.anyOf?.[1]?.required).toEqual(expect.arrayContaining(['institutionName', 'email']));
  });

  it('gives request fields what the app accepts, not looser', () => {
    const order = bodyOf('post', '/api/orders');
    expect(order.required).toEqual(['symbol', 'side', 'quantity']);
    expect(order.properties?.side).toMatchObject({ enum: ['buy', 'sell', 'short', 'cover'] });
    expect(order.properties?.type).toMatchObject({ enum: ['market', 'limit', 'stop', 'stop_limit'] });
    expect(order.properties?.timeInForce).toMatchObject({ enum: ['day', 'gtc'] });
    expect(order.properties?.quantity?.anyOf).toEqual(
      expect.arrayContaining([{ type: 'integer', minimum: 1, maximum: 999_999 }]),
    );
    const trade = bodyOf('post', '/api/trade-action');
    expect(trade.properties?.action).toMatchObject({ type: 'string', enum: ['buy', 'sell'] });
    expect(trade.required).toEqual(['symbol', 'action', 'shares']);
    expect(bodyOf('post', '/api/competition/{id}/trade').properties?.quantity?.description).toContain('9999');
    const chart = doc.paths['/api/stocks/chart/{symbol}/{timeframe}']?.get?.parameters ?? [];
    expect(chart.find((p) => p.name === 'timeframe')?.schema).toMatchObject({ enum: ['5M', '1D', '1W'] });
    const calendar = doc.paths['/api/market/calendar']?.get?.parameters ?? [];
    const year = calendar.find((p) => p.name === 'year')?.schema as { pattern: string };
    expect(['2026', '2000', '2100'].every((y) => new RegExp(year.pattern).test(y))).toBe(true);
    expect(['1999', '2101', '26', 'abcd'].some((y) => new RegExp(year.pattern).test(y))).toBe(false);
    const league = bodyOf('post', '/api/leagues/create');
    expect(league.properties?.durationDays).toMatchObject({ enum: [1, 3, 7, 14, 21, 30] });
    expect(league.properties?.maxParticipants).toMatchObject({ enum: [2, 3, 4, 5, 6, 8, 10, 12] });
    for (const [method, path] of [
      ['post', '/api/auth/login'],
      ['post', '/api/auth/register'],
      ['post', '/api/auth/forgot-password'],
      ['post', '/api/competitions/{id}/invite'],
    ] as const) {
      expect(bodyOf(method, path).properties?.email, path).toMatchObject({ type: 'string', format: 'email' });
    }
  });

  function bodyOf(method: string, path: string): BodySchema {
    return doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema as BodySchema;
  }
});

type BodySchema = {
  required?: string[];
  properties?: Record<string, { enum?: unknown[]; anyOf?: unknown[]; description?: string }>;
  anyOf?: BodySchema[];
};

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a self-contained page describing every route, under the page CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(res.body).not.toMatch(/<script|<link|src=|href="https?:/i);
    expect(res.body).toContain('/api/trade-action');
    expect(res.body).toContain('/api/openapi.json');
    expect(res.body).toContain('ORDER_INSUFFICIENT_CASH');
  });
});
