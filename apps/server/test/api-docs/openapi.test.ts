import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { $ref?: string; description?: string; content?: unknown }>;
};
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
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

  it('gives every operation the common error answers with the error body and its codes', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const status of ['400', '401', '403', '404', '429', '500', '503']) {
          expect(op.responses[status], `${status} of ${method} ${path}`).toBeDefined();
        }
      }
    }
    const error400 = resolvePointer(doc, '#/components/responses/Error400') as { description: string };
    expect(error400.description).toContain('REQUEST_INVALID');
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['error', 'message', 'code'],
      properties: { code: { enum: expect.arrayContaining(['ORDER_MARKET_CLOSED', 'RATE_LIMITED']) } },
    });
  });
});

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
