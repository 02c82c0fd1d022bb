// Machine check of the layer rules of ARCHITECTURE §1. Exits non-zero naming every offending import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const importRe = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

const rules = [
  {
    dir: 'packages/domain/src',
    why: 'domain imports nothing of ours and no framework or I/O',
    forbid: (spec) =>
      spec.startsWith('@tradearena/') || /^(node:|fs|path|react|fastify|kysely|pg|better-sqlite3|zod)/.test(spec),
  },
  {
    dir: 'packages/contracts/src',
    why: 'contracts import only zod and the domain',
    forbid: (spec) =>
      !(spec === 'zod' || spec.startsWith('zod/') || spec === '@tradearena/domain' || spec.startsWith('.')),
  },
  {
    dir: 'apps/server/src/modules',
    why: 'use-cases import domain, contracts and ports, never SQL drivers or SDKs',
    forbid: (spec, file) =>
      !file.endsWith('routes.ts') && /^(pg|better-sqlite3|ioredis|nodemailer|stripe|fastify|ws)$/.test(spec),
  },
  {
    dir: 'apps/web/src/features',
    why: 'web features do not import each other',
    forbid: (spec, file) => {
      const own = relative(join(root, 'apps/web/src/features'), file).split(sep)[0];
      const m = spec.match(/features\/([^/]+)/);
      return Boolean(m && m[1] !== own);
    },
  },
];

const problems = [];
for (const rule of rules) {
  const dir = join(root, rule.dir);
  try {
    statSync(dir);
  } catch {
    continue;
  }
  for (const file of walk(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      if (spec && rule.forbid(spec, file)) problems.push(`${relative(root, file)}: imports '${spec}' (${rule.why})`);
    }
  }
}
if (problems.length) {
  console.error(`Layer check failed:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Layer check passed.');
