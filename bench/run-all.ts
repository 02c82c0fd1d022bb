// `npm run bench`: runs every benchmark under bench/<name>/run.ts in turn, each in its own process so that one
// benchmark's memory and event loop do not skew the next. Pass names to run a subset: `npm run bench -- trading`.
// The soak (bench/soak) is optional: it runs only when named.
// `npm run bench -- quick [names…]`: every benchmark (the soak too) briefly, BENCH_QUICK=1 (bench/quick.ts), then one
// table of their key figures.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const benchDir = new URL('.', import.meta.url).pathname;
const quick = process.argv[2] === 'quick';
const wanted = process.argv.slice(quick ? 3 : 2);
// Run only when named (`npm run bench -- soak`, or `npm run bench:soak`): the soak takes 10 minutes.
const OPTIONAL = new Set(['soak']);
const names = readdirSync(benchDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(benchDir, d.name, 'run.ts')))
  .map((d) => d.name)
  .filter((n) => (wanted.length === 0 ? quick || !OPTIONAL.has(n) : wanted.includes(n)))
  .sort();

if (names.length === 0) {
  console.error(`No benchmark found${wanted.length ? ` named ${wanted.join(', ')}` : ''} under bench/*/run.ts`);
  process.exit(1);
}
const summaryDir = mkdtempSync(join(tmpdir(), 'bench-quick-'));
const summaryFile = join(summaryDir, 'figures.jsonl');
const env = quick ? { ...process.env, BENCH_QUICK: '1', BENCH_SUMMARY_FILE: summaryFile } : process.env;
const started = performance.now();
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadBefore = loadAverage();
let failed = 0;
const outcome = new Map<string, string>();
for (const name of names) {
  console.log(`\n=== bench/${name} ===`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, name, 'run.ts')], { stdio: 'inherit', env });
  if (r.status !== 0) failed += 1;
  outcome.set(
    name,
    `${r.status === 0 ? 'ok' : `exit ${r.status ?? r.signal}`}, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}
if (quick) {
  const reported = existsSync(summaryFile)
    ? readFileSync(summaryFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { bench: string; figures: Record<string, string> })
    : [];
  console.log(
    `\n## npm run bench -- quick: key figures (${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadBefore} before, ${loadAverage()} after)\n`,
  );
  console.log('| bench | figure | value |\n|---|---|---|');
  for (const name of names) {
    const rows = reported.filter((r) => r.bench === name || r.bench.startsWith(`${name} `));
    if (rows.length === 0) console.log(`| ${name} | (no figures: ${outcome.get(name)}) | |`);
    for (const row of rows) {
      for (const [figure, value] of Object.entries(row.figures)) console.log(`| ${row.bench} | ${figure} | ${value} |`);
    }
  }
}
rmSync(summaryDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
