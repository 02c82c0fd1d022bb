/**
 * What the tests that call every documented operation share: the document's shape, who calls a route (its role's
 * user), sending one request, and reading the answer against the document.
 */
import { buildEducator } from '../educator/educator-builders.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';
import type { FuzzInput, JsonSchema } from './invalid-inputs.ts';

export type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema & { pattern?: string } }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};
export type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
};

/** Every operation of the document as [method, path, operation]. */
export const operationsOf = (doc: Doc): [string, string, Operation][] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): [string, string, Operation] => [method, path, op]),
  );

/** A session is required when no security requirement of the operation is empty (`{}`) and some name `session`. */
export const needsSession = (op: Operation): boolean =>
  (op.security ?? []).length > 0 && (op.security ?? []).every((s) => 'session' in s);

/** The codes an error answer of the operation documents ("Error body; `code` is one of: A, B"). */
const documentedCodes = (op: Operation, status: number): string[] =>
  op.responses[status]?.description?.split('one of: ')[1]?.split(', ') ?? [];

/**
 * Why the answer is not one the document describes for the operation (its status, and an error's code among that
 * status's codes), or null when it is.
 */
export function undocumentedAnswer(op: Operation, answer: { statusCode: number; body: string }): string | null {
  if (!op.responses[answer.statusCode]) return `undocumented status ${answer.statusCode}`;
  if (answer.statusCode < 400) return null;
  const code = (JSON.parse(answer.body) as { code: string }).code;
  return documentedCodes(op, answer.statusCode).includes(code) ? null : `undocumented ${answer.statusCode} ${code}`;
}

/** An event stream (GET /api/user/events) answers a signed-in caller with a stream that never ends. */
export const isEventStream = (op: Operation): boolean =>
  op.responses['200']?.content?.['text/event-stream'] !== undefined;

/** The body schema of the operation's JSON body, its `$ref` resolved. */
export const jsonBodySchema = (doc: Doc, op: Operation): JsonSchema | undefined => {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  return schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop() ?? ''] : schema;
};

/** Operators are listed in ADMIN_EMAILS (and have verified their address). */
export const OPERATORS = ['fuzz_operator_1', 'fuzz_operator_2', 'fuzz_operator_3'];
export const operatorEnv = { ADMIN_EMAILS: OPERATORS.map((u) => `${u}@school.edu`).join(',') };

/** Who calls a route: its role's user where it has one (educator, operator), else a player. */
export type Role = 'player' | 'educator' | 'operator';
export const roleOf = (path: string): Role =>
  /^\/api\/admin\//.test(path)
    ? 'operator'
    : /^\/api\/(educator|billing)\/|^\/api\/payments\/educator-subscription|^\/api\/user\/subscription/.test(path)
      ? 'educator'
      : 'player';

/** Makes the users of each role; operators from OPERATORS, a few, should one be signed out by a route. */
export function userMaker(t: TestApp): (role: Role) => Promise<Trader> {
  let operatorsMade = 0;
  return (role) => {
    const db = t.deps.db.db;
    if (role === 'educator') return buildEducator(db);
    if (role === 'player') return buildTrader(db);
    return buildTrader(db, { username: OPERATORS[operatorsMade++], emailVerifiedAt: 0 });
  };
}

/** The user of each role, made anew when a route signed the previous one out (sign-out, account deletion). */
export function roleUsers(t: TestApp): { of(role: Role): Promise<Trader> } {
  const make = userMaker(t);
  const users = new Map<Role, Trader>();
  return {
    async of(role) {
      const known = users.get(role);
      if (known) {
        const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: known.cookie } });
        if (me.statusCode !== 401) return known;
      }
      const user = await make(role);
      users.set(role, user);
      return user;
    },
  };
}

/** Sends `input` to the operation, as `who` (or signed out), with any extra headers. */
export function send(
  t: TestApp,
  method: string,
  path: string,
  input: FuzzInput,
  who: Trader | null,
  headers: Record<string, string> = {},
) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => input.params[name] ?? '1');
  return t.app.inject({
    method: method.toUpperCase() as 'GET',
    url: input.query ? `${url}?${input.query}` : url,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(input.body !== undefined ? { payload: input.body } : {}),
  });
}

/** The error body of docs/decisions/004-error-body.md. */
export function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return typeof body.error === 'string' && body.message === body.error && typeof body.code === 'string';
  } catch {
    return false;
  }
}
