// @vitest-environment node
import { describe, expect, it } from 'vitest';

/*
 * What a signed-out visitor's browser must download and run before a public page is interactive
 * (docs/decisions/031-prerendered-public-pages.md): the entry (main.tsx) and the public screens' chunks, with
 * everything they import statically. Code only signed-in screens need stays behind their lazy chunks, so this walks
 * the static imports (an `import()` starts a chunk of its own) and checks what they reach.
 */
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

const PUBLIC_SCREENS = ['landing', 'login', 'trending', 'privacy', 'terms'].map((s) => `/src/app/routes/${s}.tsx`);
const ENTRY = '/src/main.tsx';

interface StaticImport {
  from: string;
  /** Names imported as values (not `type`); `*` for a namespace or a re-export of everything. */
  values: string[];
}

/** `import … from '…'`, `import '…'` and `export … from '…'` at the start of a line (the formatter puts them there). */
const STATEMENT = /^(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)';/gm;

function staticImports(file: string): StaticImport[] {
  const found: StaticImport[] = [];
  for (const [, keyword, typeOnly, clause = '', from = ''] of (sources[file] ?? '').matchAll(STATEMENT)) {
    if (typeOnly) continue;
    if (keyword === 'export' && !clause) continue;
    const values: string[] = [];
    const named = /\{([^}]*)\}/.exec(clause);
    for (const el of named?.[1]?.split(',') ?? []) {
      const name = el.trim().split(/\s+as\s+/)[0] ?? '';
      if (name && !name.startsWith('type ')) values.push(name);
    }
    const outside = clause.replace(/\{[^}]*\}/, '').trim();
    if (outside.includes('*')) values.push('*');
    else if (outside.replace(/,$/, '')) values.push('default');
    // `import { type A } from 'x'` loads nothing; `import 'x'` (no clause) runs the module.
    if (clause && values.length === 0) continue;
    found.push({ from, values });
  }
  return found;
}

/** A file of this app the specifier names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return `/src/${specifier.slice(2)}`;
  if (!specifier.startsWith('.')) return null;
  const url = new URL(specifier, `file://${from}`);
  return url.pathname;
}

interface Reached {
  files: Set<string>;
  /** Package → the value names imported from it (across all reached files). */
  packages: Map<string, Set<string>>;
}

function reachedFrom(starts: string[]): Reached {
  const reached: Reached = { files: new Set(), packages: new Map() };
  const queue = [...starts];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.files.has(file)) continue;
    if (!(file in sources)) throw new Error(`Not a source file of the web app: ${file}`);
    reached.files.add(file);
    for (const imp of staticImports(file)) {
      const target = resolve(file, imp.from);
      if (target) {
        if (!/\.(css|svg|png)$/.test(target)) queue.push(target);
        continue;
      }
      const names = reached.packages.get(imp.from) ?? new Set<string>();
      for (const v of imp.values) names.add(v);
      reached.packages.set(imp.from, names);
    }
  }
  return reached;
}

describe("a signed-out visitor's JavaScript", () => {
  const reached = reachedFrom([ENTRY, ...PUBLIC_SCREENS]);

  it('walks the real entry (sanity: the app, its providers and the landing screen are reached)', () => {
    expect(reached.files).toContain('/src/app/app.tsx');
    expect(reached.files).toContain('/src/app/provider.tsx');
    expect(reached.files).toContain('/src/features/landing/components/landing-page.tsx');
    expect(reached.packages.get('react-router')).toBeDefined();
  });

  it('carries no zod: no contract schema, no zod import (only signed-in screens and the stream validate)', () => {
    const contractValues = [...(reached.packages.get('@tradearena/contracts') ?? [])];
    expect(contractValues.filter((name) => name === '*' || name.endsWith('Schema'))).toEqual([]);
    expect(reached.packages.has('zod')).toBe(false);
  });

  it("carries no signed-in screen's code (settings, the trading page)", () => {
    const signedInOnly = [...reached.files].filter((f) =>
      /^\/src\/features\/(settings|portfolio|dashboard|billing|educator)\//.test(f),
    );
    expect(signedInOnly).toEqual([]);
  });
});
