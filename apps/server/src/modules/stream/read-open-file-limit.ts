import { readFileSync } from 'node:fs';

/**
 * The process's soft limit on open files (`ulimit -n`), read from /proc/self/limits; undefined where that cannot be
 * read (not Linux) or the limit is unlimited. Node has no getrlimit of its own.
 */
export function readOpenFileLimit(path = '/proc/self/limits'): number | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const soft = /^Max open files\s+(\d+)\s/m.exec(text)?.[1];
  return soft === undefined ? undefined : Number(soft);
}
