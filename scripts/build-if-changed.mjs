// Builds a folder only when its sources changed, and never leaves it half-written (used by scripts/build.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/** The file in a built folder that names the sources it was built from. */
export const STAMP_FILE = '.build-stamp';

/** Folders never part of the sources: installed packages, build output and this script's own temporary folders. */
const SKIPPED = /^(node_modules|dist|\.git)$|\.(tmp|old)-\d+-[0-9a-f]+$|\.lock$/;

function* filesUnder(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (!SKIPPED.test(name)) yield* filesUnder(join(path, name));
  }
}

/**
 * The SHA-256 of `inputs` (files, or folders read recursively): every file's path relative to `root` and its bytes,
 * in a fixed order, plus `salt` (e.g. the build command). A file added, removed, renamed or changed changes it.
 */
export function hashSources(root, inputs, salt = '') {
  const hash = createHash('sha256').update(`${salt}\0`);
  for (const input of inputs) {
    for (const file of filesUnder(input))
      hash
        .update(`${relative(root, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
  }
  return hash.digest('hex');
}

const readStamp = (dir) => {
  try {
    return readFileSync(join(dir, STAMP_FILE), 'utf8');
  } catch {
    return null;
  }
};

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds `<outDir>.lock` (a folder: mkdir is atomic) while `work` runs, so two builds of one checkout started at once
 * run one after the other (the second then finds the first's build up to date). A lock whose process is gone is
 * taken over. The lock only saves a second build: correctness does not depend on it (see buildIfChanged).
 */
async function withLock(outDir, work, { label, timeoutMs = 10 * 60_000, log }) {
  const lock = `${outDir}.lock`;
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since === undefined) continue; // Released meanwhile.
      let owner = 0;
      try {
        owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // No pid yet: its owner is between mkdir and writing it.
      }
      const stale = owner ? !alive(owner) : Date.now() - since > 5_000;
      if (stale || Date.now() > deadline) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) log(`${label}: waiting for the build under way (process ${owner})`);
      told = true;
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Removes temporary folders of `outDir` left by builds whose process is gone (killed halfway). */
function removeLeftovers(outDir) {
  const prefix = `${basename(outDir)}.`;
  for (const name of readdirSync(dirname(outDir))) {
    const m = /^(?:tmp|old)-(\d+)-[0-9a-f]+$/.exec(name.slice(prefix.length));
    if (name.startsWith(prefix) && m && !alive(Number(m[1]))) {
      rmSync(join(dirname(outDir), name), { recursive: true, force: true });
    }
  }
}

/**
 * Builds `outDir` with `build(tmpDir)` unless its stamp names the current sources (`hashSources(root, inputs, salt)`);
 * returns 'up to date' or 'built'. The build goes to a fresh temporary folder next to `outDir` that is renamed into
 * place once complete (and stamped), so a server starting meanwhile finds the previous build or the new one, never
 * half of one (between the two renames, the old folder out and the new one in, `outDir` is absent for microseconds:
 * Node has no atomic exchange of two folders); a failed build leaves the previous one as it was. Two of these at once (two `npm start` in one
 * checkout) wait for each other through a lock; should they still both build (a lock taken over), each builds in its
 * own folder and the last rename wins: both builds are complete and of the same sources.
 */
export async function buildIfChanged({ root, outDir, inputs, salt = '', build, log = console.log }) {
  return withLock(
    outDir,
    async () => {
      const hash = hashSources(root, inputs, salt);
      if (readStamp(outDir) === hash) {
        log(`${relative(root, outDir)}: up to date`);
        return 'up to date';
      }
      removeLeftovers(outDir);
      const id = `${process.pid}-${Math.floor(Math.random() * 0xffffffff).toString(16)}`;
      const tmp = `${outDir}.tmp-${id}`;
      try {
        await build(tmp);
        writeFileSync(join(tmp, STAMP_FILE), hash);
        const old = `${outDir}.old-${id}`;
        for (let attempt = 0; ; attempt++) {
          try {
            renameSync(outDir, old);
          } catch (err) {
            if (err.code !== 'ENOENT') throw err;
          }
          try {
            renameSync(tmp, outDir);
            break;
          } catch (err) {
            // Another build put its folder in place between the two renames: keep it if it is of these sources.
            if (!['EEXIST', 'ENOTEMPTY'].includes(err.code) || attempt >= 5) throw err;
            if (readStamp(outDir) === hash) break;
          }
        }
        rmSync(old, { recursive: true, force: true });
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
      log(`${relative(root, outDir)}: built`);
      return 'built';
    },
    { label: relative(root, outDir), log },
  );
}
