import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const html = `<!doctype html><html lang="en"><title>TradeArena</title><div id="root"></div>${' '.repeat(600)}</html>`;
const js = `console.log(${JSON.stringify('TradeArena '.repeat(200))});`;
const css = `body{color:#fff}${'.a{margin:0}'.repeat(100)}`;

/**
 * The built web app is sent precompressed: the Brotli or gzip copy written beside each file at build time, chosen from
 * the browser's Accept-Encoding, with `Vary: Accept-Encoding` so that a shared cache keeps one per encoding.
 */
describe('compressed static web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), html);
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(html));
    writeFileSync(join(webDist, 'index.html.gz'), gzipSync(html));
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), js);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(js));
    // Only a gzip copy, and a file with none (too small, or the build was made without the plugin).
    writeFileSync(join(webDist, 'assets', 'style-def456.css'), css);
    writeFileSync(join(webDist, 'assets', 'style-def456.css.gz'), gzipSync(css));
    writeFileSync(join(webDist, 'assets', 'tiny-0a1b2c.js'), 'export {};');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends Brotli to a browser that accepts it, with the type of the original and long caching', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(js.length / 5);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('sends gzip when Brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(res.rawPayload).toString()).toBe(js);
    }
  });

  it('sends the plain file without Accept-Encoding, or with identity only', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body).toBe(js);
    }
  });

  it('falls back to the copy that exists, then to the plain file, when a precompressed copy is missing', async () => {
    const css = await get('/assets/style-def456.css', 'br, gzip');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const tiny = await get('/assets/tiny-0a1b2c.js', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed for every page path, never cached without revalidation', async () => {
    for (const url of ['/', '/login', '/trending']) {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    }
    const gz = await get('/portfolio', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await get('/portfolio');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('keeps unhashed files outside /assets/ revalidated', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await get('/assets/index-abc123.js.br');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
