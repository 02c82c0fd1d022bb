import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string with its `?` ('' without one). */
  search: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeReply {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

/**
 * A tiny in-memory HTTP server behind `fetch`: register answers per "METHOD /path", every call is recorded.
 * Unregistered routes answer 404 with the API's error body.
 */
export function installFakeApi() {
  const routes = new Map<string, Handler>();
  const calls: RecordedCall[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      search: url.search,
      headers,
      body,
      credentials: init.credentials,
    };
    calls.push(call);
    const handler = routes.get(`${method} ${url.pathname}`);
    const reply: FakeReply = handler
      ? await handler(call)
      : { status: 404, body: { error: 'Not found', message: 'Not found', code: 'ROUTE_NOT_FOUND' } };
    const status = reply.status ?? 200;
    const text =
      reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      statusText: reply.statusText ?? '',
      headers: reply.headers ?? {},
    });
  };

  vi.stubGlobal('fetch', vi.fn(fetchImpl));

  return {
    calls,
    on(route: string, handler: Handler | FakeReply) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    callsTo(route: string) {
      const [method, path] = route.split(' ');
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}

export function errorReply(status: number, message: string, code = 'REQUEST_INVALID'): FakeReply {
  return { status, body: { error: message, message, code } };
}
