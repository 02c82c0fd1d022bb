// `npx tsx bench/http/profile-summary.ts <file.cpuprofile> [top=25]`: the functions with the most self time in a V8
// CPU profile (`node --cpu-prof`, e.g. from `BENCH_CPU_PROF=<dir> npm run bench -- http`), with their share of the
// busy (non-idle) time, and the same summed per file (package or source file), so a profile reads without a viewer.
// `--window=<from>-<to>` (µs on the monotonic clock, as bench/http prints them): only the samples taken then.
// `--callers=<function name>`: also the call paths (innermost 8 frames) leading to that function, by self time.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [windowFrom, windowTo] = (process.argv.find((a) => a.startsWith('--window='))?.slice('--window='.length) ?? '')
  .split('-')
  .map(Number);
const callersOf = process.argv.find((a) => a.startsWith('--callers='))?.slice('--callers='.length);
const [file, topArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (windowFrom !== undefined && windowTo !== undefined && !(at >= windowFrom && at <= windowTo)) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
    .replace(/.*\/(apps|packages)\//, '$1/');
const fnKey = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;

const byFn = new Map<string, number>();
const byFile = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const n = byId.get(id)!;
  total += us;
  if (n.callFrame.functionName === '(idle)') {
    idle += us;
    continue;
  }
  byFn.set(fnKey(n), (byFn.get(fnKey(n)) ?? 0) + us);
  const f = shortUrl(n.callFrame.url) || n.callFrame.functionName;
  byFile.set(f, (byFile.get(f) ?? 0) + us);
}
const busy = total - idle;
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  }
};
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, busy ${(busy / 1e6).toFixed(1)} s (idle ${((100 * idle) / total).toFixed(0)} %)`,
);
print('self time by function (share of busy time)', byFn);
print('self time by file or package', byFile);

if (callersOf) {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const paths = new Map<string, number>();
  for (const [id, us] of selfUs) {
    if (byId.get(id)!.callFrame.functionName !== callersOf) continue;
    const frames: string[] = [];
    for (let at: number | undefined = id; at !== undefined && frames.length < 8; at = parent.get(at)) {
      frames.push(fnKey(byId.get(at)!));
    }
    const key = frames.join('\n        <- ');
    paths.set(key, (paths.get(key) ?? 0) + us);
  }
  print(`call paths to ${callersOf}`, paths);
}
