import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type FuzzInput, plausibleValue } from './invalid-inputs.ts';
import {
  type Doc,
  isErrorBody,
  isEventStream,
  jsonBodySchema,
  needsSession,
  type Operation,
  operationsOf,
  operatorEnv,
  type Role,
  roleOf,
  roleUsers,
  send,
  undocumentedAnswer,
} from './route-callers.ts';

/** The API: what the document must describe (plugins/openapi.ts). */
const isApiUrl = (url: string) => url.startsWith('/api/') || url === '/stock-stream' || url === '/metrics';

/** A request the operation's schemas accept: plausible path, query and body values. */
function plausibleInput(doc: Doc, method: string, op: Operation): FuzzInput {
  const parameters = op.parameters ?? [];
  const params = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(plausibleValue(p.schema) ?? '1')]),
  );
  const body = jsonBodySchema(doc, op);
  return {
    params,
    query: '',
    body: body ? JSON.stringify(plausibleValue(body)) : method === 'get' ? undefined : '{}',
    what: 'a plausible request',
  };
}

describe('the OpenAPI document against the app', () => {
  let t: TestApp;
  let doc: Doc;
  const routes: RouteOptions[] = [];
  let users: ReturnType<typeof roleUsers>;

  beforeAll(async () => {
    t = await createTestApp({
      // A small body limit, so one request shows the 413 of every operation that reads a body.
      env: { ...operatorEnv, BODY_LIMIT_BYTES: '1024' },
      onRoute: (route: RouteOptions) => {
        routes.push(route);
      },
    });
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    users = roleUsers(t);
  });
  afterAll(() => t.close());

  it('has a description (config.doc) for every API route the app registers, so a new route cannot go undocumented', () => {
    const missing = routes
      .filter((r) => isApiUrl(r.url) && [r.method].flat().some((m) => m !== 'HEAD') && !r.config?.doc)
      .map((r) => `${[r.method].flat().join(',')} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('names, summarises and secures every operation', () => {
    const ids = new Set<string>();
    for (const [method, path, op] of operationsOf(doc)) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(op.operationId ?? ''), `${where}: operationId ${op.operationId} taken`).toBe(false);
      ids.add(op.operationId ?? '');
      expect(op.summary, where).toBeTruthy();
      expect(Array.isArray(op.security), `${where} has no security`).toBe(true);
      for (const requirement of op.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
      }
    }
  });

  it('answers signed out as its security says: 401 where a session is needed, never 401 where not', async () => {
    const wrong: string[] = [];
    for (const [method, path, op] of operationsOf(doc)) {
      const res = await send(t, method, path, plausibleInput(doc, method, op), null);
      const where = `${method} ${path}`;
      const undocumented = undocumentedAnswer(op, res);
      if (undocumented) wrong.push(`${where}: ${undocumented}`);
      if (needsSession(op) && res.statusCode !== 401)
        wrong.push(`${where} needs a session but answered ${res.statusCode}`);
      if (!needsSession(op) && res.statusCode === 401) wrong.push(`${where} is documented public but answered 401`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers representative bad requests only with the statuses and codes it documents', {
    timeout: 60_000,
  }, async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const [method, path, op] of operationsOf(doc)) {
      const role = roleOf(path);
      const plausible = plausibleInput(doc, method, op);
      const pathParams = Object.keys(plausible.params);
      const unsafe = method !== 'get';
      const cases: { what: string; input: FuzzInput; headers?: Record<string, string>; as?: Role }[] = [
        { what: 'the plausible request', input: plausible },
        {
          what: 'unknown ids',
          input: { ...plausible, params: Object.fromEntries(pathParams.map((p) => [p, '987654321'])) },
        },
        {
          what: 'ids that are not numbers',
          input: { ...plausible, params: Object.fromEntries(pathParams.map((p) => [p, 'abc'])) },
        },
        {
          what: 'a malformed address',
          input: { ...plausible, params: Object.fromEntries(pathParams.map((p) => [p, '%E0%A4%A'])) },
        },
        { what: "another user's x-user-id", input: plausible, headers: { 'x-user-id': '987654321' } },
      ];
      if (unsafe) {
        cases.push(
          { what: 'an empty object', input: { ...plausible, body: '{}' } },
          { what: 'a body of the wrong type', input: { ...plausible, body: '[1,"a",null]' } },
          { what: 'malformed JSON', input: { ...plausible, body: '{"a":' } },
          { what: 'a body over the limit', input: { ...plausible, body: JSON.stringify({ a: 'x'.repeat(2048) }) } },
          { what: 'a foreign Origin', input: plausible, headers: { origin: 'https://evil.example' } },
          {
            what: 'a media type the API does not read',
            input: { ...plausible, body: '<a/>' },
            headers: { 'content-type': 'application/xml' },
          },
        );
      }
      if (op.parameters?.some((p) => p.in === 'query')) {
        const query = (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=%00x`)
          .join('&');
        cases.push({ what: 'query values of the wrong kind', input: { ...plausible, query } });
      }
      // An educator's or operator's route called by a player: refused with the route's own 403.
      if (role !== 'player') cases.push({ what: 'by a player', input: plausible, as: 'player' });
      for (const c of cases) {
        const caller = c.as ?? role;
        const who = isEventStream(op) ? null : await users.of(caller);
        const res = await send(t, method, path, c.input, who, c.headers);
        sent++;
        const where = `${method.toUpperCase()} ${path} as ${who ? caller : 'nobody'} (${c.what})`;
        if (res.statusCode >= 500) wrong.push(`${res.statusCode} ${where}: ${res.body.slice(0, 160)}`);
        else if (res.statusCode >= 400 && !isErrorBody(res.body)) wrong.push(`no error body: ${where}`);
        else {
          const undocumented = undocumentedAnswer(op, res);
          if (undocumented) wrong.push(`${undocumented}: ${where}: ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  });
});
