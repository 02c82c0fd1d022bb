// Prints the gzipped JavaScript a browser downloads for each route-level chunk of the built web app: the entry chunk
// plus everything the route's chunk imports statically. Reads apps/web/dist/.vite/manifest.json (run `npm run build`
// first, or pass --build). Budget: the landing page stays under 150 KB gzipped.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportKeyFigures } from '../quick.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = new URL('../../apps/web/dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite', 'manifest.json');
if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  const r = spawnSync('npm', ['run', 'build', '-w', '@tradearena/web'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const gzSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');
const entryFiles = closure(entryKey);
const sizeOf = (keys: Iterable<string>) => {
  let js = 0;
  let css = 0;
  for (const k of keys) {
    const c = manifest[k]!;
    js += gzSize(c.file);
    for (const f of c.css ?? []) css += gzSize(f);
  }
  return { js, css };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const base = sizeOf(entryFiles);
const rows: { route: string; js: number; css: number }[] = [{ route: '(entry: shell, router, query)', ...base }];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const keys = new Set([...entryFiles, ...closure(key)]);
  rows.push({ route: chunk.src ?? key, ...sizeOf(keys) });
}
rows.sort((a, b) => a.route.localeCompare(b.route));
console.log('Gzipped JS (and CSS) a first visit downloads, per route chunk, entry included:');
for (const r of rows) console.log(`  ${r.route.padEnd(60)} JS ${kb(r.js).padStart(9)}   CSS ${kb(r.css).padStart(8)}`);
const landing = rows.find((r) => /landing/i.test(r.route));
if (landing) {
  const verdict = landing.js < 150 * 1024 ? 'within' : 'OVER';
  console.log(`Landing page: ${kb(landing.js)} JS gzipped — ${verdict} the 150 KB budget.`);
  reportKeyFigures('web-size', {
    'landing JS gzipped (budget 150 KB)': kb(landing.js),
    'entry JS gzipped': kb(base.js),
  });
}
