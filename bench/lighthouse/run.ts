// Lighthouse (mobile emulation, default simulated throttling: slow 4G, 4× CPU slowdown) on the built web app served by
// the production server, as a first-time visitor: `/`, `/login` and `/trending`. Prints the median of N runs per page
// (`--runs=N`, default 3) with the category scores, Largest Contentful Paint and the bytes transferred (and what they
// would have been uncompressed). `--build` rebuilds the web app first. Needs Chromium: CHROME_PATH, default
// /usr/bin/chromium (never downloaded). Targets: performance ≥ 0.95, accessibility 1, best practices ≥ 0.95,
// LCP < 2 s. A run Chromium failed to trace (NO_NAVSTART, seen on a busy machine) is made again, twice at most.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quickOr, reportKeyFigures } from '../quick.ts';
import { freePort, median, stop, waitFor } from '../trading/app-process.ts';

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { transferSize?: number; resourceSize?: number }[] } }
  >;
}

const root = new URL('../../', import.meta.url).pathname;
const pages = ['/', '/login', '/trending'];
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? quickOr(1, 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
  process.exit(1);
}
if (process.argv.includes('--build') || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  const r = spawnSync('npm', ['run', 'build', '-w', '@tradearena/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MARKET_HOURS: 'always',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

function lighthouse(url: string, attemptsLeft = 3): LighthouseResult {
  const r = spawnSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [url, '--quiet', '--output=json', '--output-path=stdout', `--chrome-flags=${chromeFlags}`],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  if (r.status !== 0 && attemptsLeft > 1 && r.stderr.includes('NO_NAVSTART')) return lighthouse(url, attemptsLeft - 1);
  if (r.status !== 0) throw new Error(`lighthouse ${url} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as LighthouseResult;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  console.log(`Lighthouse ${runs}× per page, mobile, simulated throttling; median of each figure:`);
  console.log('page        perf  a11y  best-pr  seo   LCP     FCP     TBT     CLS    transferred (uncompressed)');
  let missed = 0;
  for (const page of pages) {
    const results = Array.from({ length: runs }, () => lighthouse(`http://127.0.0.1:${port}${page}`));
    const score = (c: string) => median(results.map((r) => r.categories[c]?.score ?? 0));
    const metric = (a: string) => median(results.map((r) => r.audits[a]?.numericValue ?? Number.NaN));
    const bytes = (k: 'transferSize' | 'resourceSize') =>
      median(
        results.map((r) => (r.audits['network-requests']?.details?.items ?? []).reduce((s, i) => s + (i[k] ?? 0), 0)),
      );
    const perf = score('performance');
    const a11y = score('accessibility');
    const bp = score('best-practices');
    const lcp = metric('largest-contentful-paint');
    console.log(
      [
        page.padEnd(10),
        perf.toFixed(2).padStart(5),
        a11y.toFixed(2).padStart(5),
        bp.toFixed(2).padStart(8),
        score('seo').toFixed(2).padStart(5),
        `${(lcp / 1000).toFixed(2)} s`.padStart(7),
        `${(metric('first-contentful-paint') / 1000).toFixed(2)} s`.padStart(7),
        `${metric('total-blocking-time').toFixed(0)} ms`.padStart(7),
        metric('cumulative-layout-shift').toFixed(3).padStart(6),
        `   ${kb(bytes('transferSize'))} (${kb(bytes('resourceSize'))})`,
      ].join(' '),
    );
    if (perf < 0.95 || a11y < 1 || bp < 0.95 || !(lcp < 2000)) missed += 1;
    reportKeyFigures(`lighthouse ${page}`, { performance: perf.toFixed(2), 'LCP s': (lcp / 1000).toFixed(2) });
  }
  console.log(
    missed
      ? `${missed} page(s) below target (performance ≥ 0.95, accessibility 1, best practices ≥ 0.95, LCP < 2 s).`
      : 'Every page meets the targets (performance ≥ 0.95, accessibility 1, best practices ≥ 0.95, LCP < 2 s).',
  );
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
