import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyChildLogger } from '../src/plugins/lazy-request-logger.ts';
import { createTestApp } from './helpers/test-app.ts';

/** An app whose logger writes each line, as an object, into `lines`; `children` counts the children pino made. */
async function loggingApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    childLoggerFactory: lazyChildLogger,
    disableRequestLogging: true,
  });
  let children = 0;
  // pino's children inherit their methods from the logger: `this` is whichever logger makes the child.
  const child = app.log.child;
  app.log.child = function (this: FastifyBaseLogger, bindings, options) {
    children++;
    return child.call(this, bindings, options);
  };
  app.get('/info', async (request) => {
    request.log.info('only at info');
    return { level: request.log.level };
  });
  app.get('/warn', async (request, reply) => {
    reply.log.warn({ symbol: 'AAPL' }, 'careful');
    request.log.error('and worse');
    return {};
  });
  app.get('/nested', async (request) => {
    request.log.child({ job: 'nested' }).warn('from a child');
    return {};
  });
  app.get('/loud', { logLevel: 'info' }, async (request) => {
    request.log.info('the route logs at info');
    return {};
  });
  await app.ready();
  return { app, lines, children: () => children };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe("a request's logger, made on its first line that the level lets through", () => {
  it('makes no child for a request that logs nothing the level lets through, and reports the level', async () => {
    const { app, lines, children } = await loggingApp('warn');
    apps.push(app);
    const res = await app.inject({ url: '/info' });
    expect(res.json()).toEqual({ level: 'warn' });
    expect(lines).toEqual([]);
    expect(children()).toBe(0);
  });

  it('writes every line that passes the level with the request id, through one child per request', async () => {
    const { app, lines, children } = await loggingApp('warn');
    apps.push(app);
    const res = await app.inject({ url: '/warn' });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'req-1', symbol: 'AAPL', msg: 'careful' });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'req-1', msg: 'and worse' });
    expect(children()).toBe(1);
  });

  it('writes at info once the app logs at info', async () => {
    const { app, lines } = await loggingApp('info');
    apps.push(app);
    await app.inject({ url: '/info' });
    expect(lines).toEqual([expect.objectContaining({ level: 30, reqId: 'req-1', msg: 'only at info' })]);
  });

  it("keeps the request's bindings in a child of its logger", async () => {
    const { app, lines } = await loggingApp('warn');
    apps.push(app);
    await app.inject({ url: '/nested' });
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-1', job: 'nested', msg: 'from a child' })]);
  });

  it('gives a route with a log level of its own its child at once, at that level', async () => {
    const { app, lines, children } = await loggingApp('warn');
    apps.push(app);
    await app.inject({ url: '/loud' });
    expect(children()).toBe(1);
    expect(lines).toEqual([expect.objectContaining({ level: 30, reqId: 'req-1', msg: 'the route logs at info' })]);
  });

  it("is the app's request logger: its request lines carry the request id", async () => {
    const lines: Record<string, unknown>[] = [];
    const t = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    try {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-me-1' } });
      expect(res.statusCode).toBe(200);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 30, reqId: 'trace-me-1', msg: 'incoming request' }),
      );
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 30, reqId: 'trace-me-1', msg: 'request completed' }),
      );
    } finally {
      await t.close();
    }
  });
});
