// bench/http/wrk.ts — the load generator of bench/http/run.ts: wrk's Lua script for the read and the orders (the
// players' session cookies rotated, each thread on its own players), running it, and reading wrk's summary.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The command and its arguments, on CPU `cpu` when `pin` (BENCH_PIN=1). */
export const onCpu = (pin: boolean, cpu: number, command: string, args: string[]): [string, string[]] =>
  pin ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];

export interface WrkResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (text: string) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  return m ? Number(m[1]) * UNIT_MS[m[2]!]! : Number.NaN;
};

/** Reads wrk's summary (with --latency). */
export function parseWrk(out: string): WrkResult {
  const pct = (p: string) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: pct('50'),
    p99Ms: pct('99'),
    requests: num(/(\d+) requests in/),
    non2xx: num(/Non-2xx or 3xx responses: (\d+)/),
    errors: errors ? errors.slice(1).reduce((s, n) => s + Number(n), 0) : 0,
  };
}

const luaList = (items: string[]) => `{${items.map((c) => JSON.stringify(c)).join(',')}}`;

/**
 * The wrk script: each thread takes every other player (so no two threads trade for one player) and rotates over
 * them; for orders each player alternates buy and sell, so holdings stay near 50 and every order fills.
 */
export function wrkScript(cookies: string[], workload: 'get' | 'orders', symbol: string): string {
  return `
local cookies = ${luaList(cookies)}
local threads = {}
function setup(thread)
  thread:set("tid", #threads)
  table.insert(threads, thread)
end
bad = nil
function response(status, headers, body)
  if status >= 300 and bad == nil then bad = status .. " " .. body end
end
function done(summary, latency, requests)
  for _, t in ipairs(threads) do
    local b = t:get("bad")
    if b then io.write("first non-2xx answer: " .. b .. "\\n") end
  end
end
local n = 0
local sold = {}
function request()
  local own = math.floor(#cookies / 2)
  local p = tid + 2 * (n % own) + 1
  n = n + 1
  ${
    workload === 'get'
      ? 'return wrk.format("GET", "/api/portfolio", { ["Cookie"] = cookies[p] })'
      : `local action = sold[p] and "buy" or "sell"
  sold[p] = not sold[p]
  return wrk.format("POST", "/api/trade-action", { ["Cookie"] = cookies[p], ["Content-Type"] = "application/json" },
    '{"symbol":"${symbol}","action":"' .. action .. '","shares":1}')`
  }
end
`;
}

/** Runs wrk (50 connections, --latency) with `script` for `seconds`; with `pin`, one thread on CPU 1. */
export function runWrk(url: string, script: string, seconds: number, pin: boolean): WrkResult {
  const dir = mkdtempSync(join(tmpdir(), 'bench-http-wrk-'));
  try {
    const file = join(dir, 'script.lua');
    writeFileSync(file, script);
    const r = spawnSync(
      ...onCpu(pin, 1, 'wrk', [pin ? '-t1' : '-t2', '-c50', `-d${seconds}s`, '--latency', '-s', file, url]),
      { encoding: 'utf8' },
    );
    // wrk runs on with its default request when the script does not load: never measure that.
    if (r.status !== 0 || r.stderr.trim()) throw new Error(`wrk failed: ${r.stderr || r.stdout}`);
    for (const line of r.stdout.split('\n')) if (line.startsWith('first non-2xx')) console.log(line.slice(0, 300));
    return parseWrk(r.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
