// Start-up of the production server: time from spawning the command to the first 200 of GET /api/health, and the
// resident memory (RSS) of the command's whole process tree then and after 5 s idle. Each run gets a fresh DATA_DIR
// (a new SQLite database: migrations run), NODE_ENV=production and LOG_LEVEL=warn; the median of RUNS runs is printed.
//
//   npx tsx bench/startup/run.ts                                      (node apps/server/dist/server.js: `npm run serve`)
//   npx tsx bench/startup/run.ts -- npx tsx apps/server/src/server.ts (any other command)
// PORT (default 3950) and RUNS (default 5) from the environment. `npm run build` first for the compiled server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quickOr, reportKeyFigures } from '../quick.ts';
import { median } from '../trading/app-process.ts';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : ['node', 'apps/server/dist/server.js'];
const port = Number(process.env.PORT ?? 3950);
const runs = Number(process.env.RUNS ?? quickOr(1, 5));
const root = new URL('../..', import.meta.url).pathname;

/** The pids of `pid` and every descendant (from /proc). */
function tree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []));
  return out;
}

/** RSS in MB of the process tree rooted at `pid`. */
function rssMb(pid: number): number {
  let kb = 0;
  for (const p of tree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return kb / 1024;
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

async function once(): Promise<{ startMs: number; rssStart: number; rssIdle: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tradearena-startup-'));
  const started = performance.now();
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (!(await healthy())) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('no 200 from /api/health within 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    const startMs = performance.now() - started;
    const rssStart = rssMb(child.pid!);
    await new Promise((r) => setTimeout(r, 5_000));
    return { startMs, rssStart, rssIdle: rssMb(child.pid!) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (let i = 0; i < runs; i++) {
  const r = await once();
  console.log(
    `run ${i + 1}: ${r.startMs.toFixed(0)} ms to the first 200, RSS ${r.rssStart.toFixed(0)} MB then, ${r.rssIdle.toFixed(0)} MB after 5 s`,
  );
  results.push(r);
}
console.log(
  `${command.join(' ')}: median ${median(results.map((r) => r.startMs)).toFixed(0)} ms to the first 200 of /api/health, ` +
    `RSS ${median(results.map((r) => r.rssStart)).toFixed(0)} MB then, ${median(results.map((r) => r.rssIdle)).toFixed(0)} MB after 5 s idle`,
);
reportKeyFigures('startup', {
  'first 200 of /api/health, ms': median(results.map((r) => r.startMs)).toFixed(0),
  'RSS after 5 s idle, MB': median(results.map((r) => r.rssIdle)).toFixed(0),
});
