import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/modules/accounts/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const page = (root: string) => `<!doctype html><html lang="en"><title>TradeArena</title>${root}</html>`;
const shell = page('<div id="root"></div>');
const landing = page('<div id="root" data-prerendered="signed-out"><h1>Learn trading</h1></div>');
const login = page('<div id="root" data-prerendered="signed-out"><h1>Welcome back</h1></div>');

/**
 * The public pages rendered at build time (docs/decisions/031-prerendered-public-pages.md) go only to a browser
 * without a session cookie, and only for the exact page: a signed-in browser, a query string the page would read, or
 * any other path gets the empty index.html the app fills itself.
 */
describe('prerendered public pages', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'prerendered'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), shell);
    writeFileSync(join(webDist, 'prerendered', 'index.html'), landing);
    writeFileSync(join(webDist, 'prerendered', 'index.html.br'), brotliCompressSync(landing));
    writeFileSync(join(webDist, 'prerendered', 'login.html'), login);
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a signed-out visitor the page already rendered, compressed when accepted, varying on the cookie', async () => {
    const plain = await get('/login');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(login);
    expect(plain.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const br = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(landing);
  });

  it('sends the empty index.html to a browser with a session cookie, even an ended one', async () => {
    const res = await get('/', { cookie: `${SESSION_COOKIE}=whatever` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('sends the empty index.html for a query string, another path, and never serves the pages by their file name', async () => {
    expect((await get('/login?signUp=true')).body).toBe(shell);
    expect((await get('/dashboard')).body).toBe(shell);
    expect((await get('/prerendered/login.html')).body).toBe(shell);
  });
});
