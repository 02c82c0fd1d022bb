import { readFileSync } from 'node:fs';
import type { FetchJson } from '../../src/adapters/market-data/providers/market-data-provider.ts';

export function fixture(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8'));
}

/**
 * A transport that answers from recorded vendor responses: the first route whose pattern matches the URL wins.
 * It records every URL and header it was asked for, so tests can check what was sent (and that keys stay server-side).
 */
export function recordedFetch(routes: [RegExp, { status?: number; file: string } | (() => never)][]) {
  const calls: { url: string; headers?: Record<string, string> }[] = [];
  const fetchJson: FetchJson = async (url, init) => {
    calls.push({ url, headers: init?.headers });
    for (const [re, answer] of routes) {
      if (!re.test(url)) continue;
      if (typeof answer === 'function') answer();
      const a = answer as { status?: number; file: string };
      return { status: a.status ?? 200, body: fixture(a.file) };
    }
    throw new Error(`no recorded response for ${url}`);
  };
  return { fetchJson, calls };
}
