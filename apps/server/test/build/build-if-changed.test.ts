import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script of the repository (scripts/), without type declarations.
import { buildIfChanged, STAMP_FILE } from '../../../../scripts/build-if-changed.mjs';

const script = new URL('../../../../scripts/build-if-changed.mjs', import.meta.url).href;

/**
 * A build as slow as it takes to see it halfway: it copies `src/version` into `part-1`, waits, then into `part-2`.
 * Run in a process of its own by `startBuild` (as two `npm start` in one checkout are).
 */
const RUNNER = `
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
const { buildIfChanged } = await import(${JSON.stringify(script)});
const root = process.argv[2];
const result = await buildIfChanged({
  root,
  outDir: join(root, 'dist'),
  inputs: [join(root, 'src')],
  log: () => {},
  build: async (tmp) => {
    mkdirSync(tmp);
    copyFileSync(join(root, 'src/version'), join(tmp, 'part-1'));
    await new Promise((r) => setTimeout(r, 400));
    copyFileSync(join(root, 'src/version'), join(tmp, 'part-2'));
  },
});
process.stdout.write(result);
`;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-if-changed-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/version'), 'v1');
  writeFileSync(join(root, 'runner.mjs'), RUNNER);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function startBuild(): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'runner.mjs'), root], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** What the built folder holds now: its files and their contents (the stamp left out). */
function dist(): Record<string, string> | null {
  const dir = join(root, 'dist');
  try {
    const files = readdirSync(dir).filter((f) => f !== STAMP_FILE);
    return Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
  } catch {
    return null;
  }
}

/** Folders next to `dist` other than `src`, `dist` and the runner: temporary ones and the lock. */
const leftovers = () => readdirSync(root).filter((f) => !['src', 'dist', 'runner.mjs'].includes(f));

describe('scripts/build-if-changed.mjs', () => {
  it('builds when the sources changed since the last build, and only then', async () => {
    let builds = 0;
    const build = async (tmp: string) => {
      builds++;
      mkdirSync(tmp);
      writeFileSync(join(tmp, 'out'), readFileSync(join(root, 'src/version')));
    };
    const opts = { root, outDir: join(root, 'dist'), inputs: [join(root, 'src')], build, log: () => {} };
    expect(await buildIfChanged(opts)).toBe('built');
    expect(await buildIfChanged(opts)).toBe('up to date');
    expect(builds).toBe(1);
    expect(dist()).toEqual({ out: 'v1' });

    writeFileSync(join(root, 'src/version'), 'v2');
    expect(await buildIfChanged(opts)).toBe('built');
    writeFileSync(join(root, 'src/added'), '');
    expect(await buildIfChanged(opts)).toBe('built');
    expect(await buildIfChanged({ ...opts, salt: 'another command' })).toBe('built');
    expect(await buildIfChanged({ ...opts, salt: 'another command' })).toBe('up to date');
    expect(builds).toBe(4);
    expect(dist()).toEqual({ out: 'v2' });
    expect(leftovers()).toEqual([]);
  });

  it('keeps the previous build as it was when a build fails', async () => {
    const opts = { root, outDir: join(root, 'dist'), inputs: [join(root, 'src')], log: () => {} };
    await buildIfChanged({
      ...opts,
      build: async (tmp: string) => {
        mkdirSync(tmp);
        writeFileSync(join(tmp, 'out'), 'v1');
      },
    });
    writeFileSync(join(root, 'src/version'), 'v2');
    await expect(
      buildIfChanged({
        ...opts,
        build: async (tmp: string) => {
          mkdirSync(tmp);
          writeFileSync(join(tmp, 'out'), 'half');
          throw new Error('vite failed');
        },
      }),
    ).rejects.toThrow('vite failed');
    expect(dist()).toEqual({ out: 'v1' });
    expect(leftovers()).toEqual([]);
  });

  it('lets two builds started at once finish, one building and the other waiting for it; never shows half a build', async () => {
    expect(await startBuild()).toEqual({ code: 0, out: 'built' });
    expect(dist()).toEqual({ 'part-1': 'v1', 'part-2': 'v1' });
    writeFileSync(join(root, 'src/version'), 'v2');

    const seen = new Set<string>();
    let running = true;
    const both = Promise.all([startBuild(), startBuild()]).finally(() => {
      running = false;
    });
    while (running) {
      seen.add(JSON.stringify(dist()));
      await new Promise((r) => setTimeout(r, 2));
    }
    const results = await both;
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    expect(results.map((r) => r.out).sort()).toEqual(['built', 'up to date']);
    // Whenever looked at, the folder was the whole old build or the whole new one (or, for the microseconds between
    // the two renames of the swap, absent), never part of one.
    const whole = (v: string) => JSON.stringify({ 'part-1': v, 'part-2': v });
    expect([...seen].filter((s) => s !== whole('v1') && s !== whole('v2') && s !== 'null')).toEqual([]);
    expect(seen).toContain(whole('v1'));
    expect(dist()).toEqual({ 'part-1': 'v2', 'part-2': 'v2' });
    expect(leftovers()).toEqual([]);
  });

  it('takes over the lock and clears the temporary folders of a build that was killed', async () => {
    mkdirSync(join(root, 'dist.lock'));
    writeFileSync(join(root, 'dist.lock/pid'), '999999999');
    mkdirSync(join(root, 'dist.tmp-999999999-abc'));
    expect(await startBuild()).toEqual({ code: 0, out: 'built' });
    expect(existsSync(join(root, 'dist.tmp-999999999-abc'))).toBe(false);
    expect(leftovers()).toEqual([]);
  });
});
