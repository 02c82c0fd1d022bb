import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { Trader } from '../trading/trading-builders.ts';
import { invalidInputs, seededRandom } from './invalid-inputs.ts';
import {
  type Doc,
  isErrorBody,
  isEventStream,
  jsonBodySchema,
  operationsOf,
  operatorEnv,
  type Role,
  roleOf,
  send,
  undocumentedAnswer,
  userMaker,
} from './route-callers.ts';

/** Fixed, so every run sends the same requests; FUZZ_SEED=<n> explores other ones (print it with a failure). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_118);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 40);

describe('every route, fed invalid input derived from its schema', () => {
  let t: TestApp;
  let doc: Doc;
  const users = {} as Record<Role, Trader>;
  let makeUser: ReturnType<typeof userMaker>;

  beforeAll(async () => {
    t = await createTestApp({ env: operatorEnv });
    makeUser = userMaker(t);
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const role of ['player', 'educator', 'operator'] as const) users[role] = await makeUser(role);
  });
  afterAll(() => t.close());

  it('answers 4xx with the error body and a documented status, never a 5xx, and stays up', {
    timeout: 60_000,
  }, async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const [method, path, op] of operationsOf(doc)) {
      const role = roleOf(path);
      const parameters = op.parameters ?? [];
      const inputs = invalidInputs(
        random,
        {
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          bodySchema: jsonBodySchema(doc, op),
          hasBody: method !== 'get' && method !== 'delete' ? true : Boolean(op.requestBody),
        },
        CASES_PER_ROUTE,
      );
      for (const [i, input] of inputs.entries()) {
        // Most as the route's user; every sixth signed out.
        const who = i % 6 === 5 || isEventStream(op) ? null : users[role];
        const res = await send(t, method, path, input, who);
        sent++;
        const where = `${method.toUpperCase()} ${path} as ${who ? role : 'nobody'} (${input.what})`;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && !isErrorBody(res.body)) failures.push(`no error body: ${where}`);
        else {
          const undocumented = undocumentedAnswer(op, res);
          if (undocumented) failures.push(`${undocumented}: ${where}: ${res.body.slice(0, 200)}`);
        }
      }
      // A route that signed its caller out (sign-out, account deletion) gets a new user for the next one.
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: users[role].cookie } });
      if (me.statusCode === 401) users[role] = await makeUser(role);
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    // Still serving after all that.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
