// `npm run bench`: runs every benchmark under bench/<name>/run.ts in turn, each in its own process so that one
// benchmark's memory and event loop do not skew the next. Pass names to run a subset: `npm run bench -- trading`.
// The soak (bench/soak) is optional: it runs only when named.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const benchDir = new URL('.', import.meta.url).pathname;
const wanted = process.argv.slice(2);
// Run only when named (`npm run bench -- soak`, or `npm run bench:soak`): the soak takes 10 minutes.
const OPTIONAL = new Set(['soak']);
const names = readdirSync(benchDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(benchDir, d.name, 'run.ts')))
  .map((d) => d.name)
  .filter((n) => (wanted.length === 0 ? !OPTIONAL.has(n) : wanted.includes(n)))
  .sort();

if (names.length === 0) {
  console.error(`No benchmark found${wanted.length ? ` named ${wanted.join(', ')}` : ''} under bench/*/run.ts`);
  process.exit(1);
}
let failed = 0;
for (const name of names) {
  console.log(`\n=== bench/${name} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, name, 'run.ts')], { stdio: 'inherit' });
  if (r.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
