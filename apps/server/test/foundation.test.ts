import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorBodySchema } from '@tradearena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { testDatabaseUrl } from './helpers/test-db.ts';

describe('the HTTP foundation', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>TradeArena</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({ webDist });
  });
  afterAll(() => t.close());

  it('reports health with the database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: testDatabaseUrl ? 'postgres' : 'sqlite',
      version: '0.1.0',
      write: 'ok',
    });
  });

  it('answers an unknown API route with a JSON 404 error body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/anything-unknown', payload: {} });
    expect(res.statusCode).toBe(404);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('ROUTE_NOT_FOUND');
    expect(body.error).toBe(body.message);
  });

  it('answers a malformed JSON body with 400 and the error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything-unknown',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REQUEST_MALFORMED_JSON', message: 'The request body is not valid JSON' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('REQUEST_TOO_LARGE');
  });

  it('answers an unsupported content type with 415 and a code whose status is 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=2',
    });
    expect(res.statusCode).toBe(415);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('REQUEST_UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an address the router cannot read with 400 and the error body, not a framework code', async () => {
    const badEncoding = await t.app.inject({ method: 'GET', url: '/api/stocks/quote/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(badEncoding.json())).toMatchObject({
      code: 'REQUEST_INVALID',
      message: 'The address is not valid (malformed percent-encoding)',
    });
    // No hook runs for it, yet it carries the headers of every API answer.
    expect(badEncoding.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    });
    expect(badEncoding.headers['x-request-id']).toBeTruthy();
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/stocks/quote/${'x'.repeat(1000)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(tooLong.json())).toMatchObject({
      code: 'REQUEST_INVALID',
      message: 'A part of the address is too long',
    });
  });

  it('answers a plain HTTP request to the WebSocket stream with 426 and the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/stock-stream' });
    expect(res.statusCode).toBe(426);
    expect(res.headers.upgrade).toBe('websocket');
    expect(ErrorBodySchema.parse(res.json()).code).toBe('STREAM_UPGRADE_REQUIRED');
  });

  it("keeps a static file's 416 and 412 with codes of that status", async () => {
    const range = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { range: 'bytes=999999-' },
    });
    expect(range.statusCode).toBe(416);
    expect(ErrorBodySchema.parse(range.json()).code).toBe('REQUEST_RANGE_NOT_SATISFIABLE');
    const precondition = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'if-match': '"nope"' },
    });
    expect(precondition.statusCode).toBe(412);
    expect(ErrorBodySchema.parse(precondition.json()).code).toBe('REQUEST_PRECONDITION_FAILED');
  });

  it('sets security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // JSON is never a document: nothing may run or load should one be opened as a page.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toBeTruthy();
    const page = await t.app.inject({ method: 'GET', url: '/portfolio' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('serves index.html for any non-API path (SPA fallback) and hashed assets with long caching', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/portfolio/deep/link' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingApi = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('refuses a state-changing request from a foreign Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything-unknown',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_CROSS_SITE');
  });
});

describe('requests Node cannot parse', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await t.listen();
  });
  afterAll(() => t.close());

  /** Writes raw bytes to the server; resolves with everything it answered once it closed the connection. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => {
        answer += String(d);
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(request);
    });
  }
  const bodyOf = (answer: string) => ErrorBodySchema.parse(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)));

  it('answers a malformed request with 400 and the error body, then closes', async () => {
    const answer = await raw('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(bodyOf(answer)).toMatchObject({ code: 'REQUEST_INVALID', message: 'The request is not valid HTTP' });
  });

  it('answers headers over the size limit with 431 and the error body', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(bodyOf(answer).code).toBe('REQUEST_HEADERS_TOO_LARGE');
  });
});

describe('configuration', () => {
  it('names the variable and what is allowed when PORT is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid PORT="abc": must be a whole number from 0 to 65535$/);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('has documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', MARKET_HOURS: 'nyse', dbKind: 'sqlite' });
    expect(c.publicUrl).toBe('http://localhost:3000');
  });
});
