// Machine check of the layer rules (README "Layout"). Prints one line per offending import (file: imports 'spec'
// (rule)) and exits non-zero. `--root DIR` checks another tree laid out like this repository (the tests use fixtures).
//
// Always: the package and use-case import rules below; a web feature never imports another feature, by any path; no
// import loop between files of apps/web/src and packages/*/src.
// Once apps/server/src/modules/contexts.json declares the floors of the server's contexts (the folders of modules/):
// a context imports only contexts on lower floors, and only their index.ts; an adapter imports no module; no import
// loop between files of apps/server/src.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_SRC = 'apps/server/src';
const MODULES = `${SERVER_SRC}/modules`;
const ADAPTERS = `${SERVER_SRC}/adapters`;
const CONTEXTS_FILE = `${MODULES}/contexts.json`;
const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = `${WEB_SRC}/features`;

/** Specifiers of every import, re-export, side-effect import and `import()` (type-only ones included). */
const importRe =
  /(?:^|[\n;])\s*(?:import|export)\s[\w$*\s,{}]*?from\s*['"]([^'"]+)['"]|(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield full;
  }
}

/**
 * The source with comments and the text of template literals blanked (newlines kept), so that an import written in a
 * comment or inside a template string is not taken for one. Quoted strings stay: they hold the specifiers.
 */
function code(text) {
  let out = '';
  let i = 0;
  const templates = []; // brace depth at which each open `${` returns to its template literal
  let depth = 0;
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`' || (c === '}' && templates.at(-1) === depth)) {
      if (c === '}') templates.pop();
      let j = i + 1;
      while (j < text.length && text[j] !== '`' && !(text[j] === '$' && text[j + 1] === '{'))
        j += text[j] === '\\' ? 2 : 1;
      out += c + blank(text.slice(i + 1, j));
      if (text[j] === '$') {
        templates.push(depth);
        out += '${';
        i = j + 2;
      } else {
        out += '`';
        i = j + 1;
      }
    } else {
      if (c === '{') depth++;
      else if (c === '}') depth--;
      out += c;
      i++;
    }
  }
  return out;
}

function specifiers(file) {
  return [...code(readFileSync(file, 'utf8')).matchAll(importRe)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** A path relative to the root, with forward slashes, as the output and the rules spell it. */
const slashed = (root, file) => relative(root, file).split(sep).join('/');

/** The file an import names: relative paths, `@/` in the web app, `@tradearena/<package>`; `.js` → `.ts`, folder → index. */
function resolver(root) {
  const webSrc = join(root, WEB_SRC);
  const candidates = (base) => {
    const stem = base.replace(/\.(m?js|jsx)$/, '');
    return [
      base,
      `${stem}.ts`,
      `${stem}.tsx`,
      `${base}.ts`,
      `${base}.tsx`,
      join(base, 'index.ts'),
      join(base, 'index.tsx'),
    ];
  };
  return (spec, file) => {
    let base;
    if (spec.startsWith('.')) base = resolve(dirname(file), spec);
    else if (spec.startsWith('@/') && file.startsWith(webSrc + sep)) base = join(webSrc, spec.slice(2));
    else {
      const m = spec.match(/^@tradearena\/([^/]+)(\/.*)?$/);
      if (!m) return undefined;
      base = join(root, 'packages', m[1], 'src', m[2] ? m[2].slice(1) : 'index.ts');
    }
    return candidates(base).find((f) => /\.tsx?$/.test(f) && existsSync(f) && statSync(f).isFile());
  };
}

/** Rules on the specifier as written, per folder. */
const specRules = [
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
    dir: MODULES,
    why: 'use-cases import domain, contracts and ports, never SQL drivers or SDKs',
    forbid: (spec, file) =>
      !/(routes|start)\.ts$/.test(file) && /^(pg|better-sqlite3|ioredis|nodemailer|stripe|fastify|ws)$/.test(spec),
  },
];

/** The floors of contexts.json as a map context → floor, or the problems that make the file unusable. */
function readFloors(root, problems) {
  const file = join(root, CONTEXTS_FILE);
  let floors;
  try {
    floors = JSON.parse(readFileSync(file, 'utf8')).floors;
  } catch (error) {
    problems.push(`${CONTEXTS_FILE}: unreadable (${error.message})`);
    return undefined;
  }
  if (!Array.isArray(floors) || !floors.every((f) => Array.isArray(f) && f.every((c) => typeof c === 'string'))) {
    problems.push(`${CONTEXTS_FILE}: "floors" must be a list of floors, each a list of context names (floor 0 first)`);
    return undefined;
  }
  const floorOf = new Map();
  floors.forEach((names, floor) => {
    for (const name of names) {
      if (floorOf.has(name)) problems.push(`${CONTEXTS_FILE}: context '${name}' is on more than one floor`);
      else floorOf.set(name, floor);
    }
  });
  const folders = readdirSync(join(root, MODULES)).filter((n) => statSync(join(root, MODULES, n)).isDirectory());
  for (const name of folders) {
    if (!floorOf.has(name))
      problems.push(`${MODULES}/${name}: a context on no floor (every context has one in ${CONTEXTS_FILE})`);
  }
  for (const name of floorOf.keys()) {
    if (!folders.includes(name)) problems.push(`${CONTEXTS_FILE}: context '${name}' has no folder in ${MODULES}`);
  }
  return floorOf;
}

/** The context a file of the server belongs to (its folder under modules/), if any. */
const contextOf = (path) => path.match(new RegExp(`^${MODULES}/([^/]+)/`))?.[1];

/** Rules on the file an import reaches. `path` and `target` are root-relative. */
function targetProblems(path, target, floorOf) {
  const found = [];
  const own = contextOf(path);
  const reached = contextOf(target);
  if (floorOf && path.startsWith(`${SERVER_SRC}/`) && reached && reached !== own) {
    if (target !== `${MODULES}/${reached}/index.ts`)
      found.push(`only ${MODULES}/${reached}/index.ts is imported from outside the context '${reached}'`);
    const from = floorOf.get(own);
    const to = floorOf.get(reached);
    if (from !== undefined && to !== undefined && to >= from)
      found.push(
        `a context imports only contexts on lower floors: '${own}' is on floor ${from}, '${reached}' on ${to}`,
      );
    if (path.startsWith(`${ADAPTERS}/`)) found.push('an adapter imports no module');
  }
  const feature = path.match(new RegExp(`^${WEB_FEATURES}/([^/]+)/`))?.[1];
  const other = target.match(new RegExp(`^${WEB_FEATURES}/([^/]+)/`))?.[1];
  if (feature && other && other !== feature) found.push('web features do not import each other');
  return found;
}

/** Strongly connected components of the import graph with more than one file (or a file importing itself). */
function loops(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v).keys()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v).has(v)) components.push(new Set(component));
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components;
}

/** The shortest loop through `start` inside its component: [start, ..., start]. */
function shortestLoop(graph, component, start) {
  const previous = new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    for (const w of [...graph.get(v).keys()].sort()) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [];
        for (let u = v; u !== start; u = previous.get(u)) path.unshift(u);
        return [start, ...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** Every problem of the tree at `root`, one line each. */
export function checkLayers(root) {
  const problems = [];
  const floorOf = existsSync(join(root, CONTEXTS_FILE)) ? (readFloors(root, problems) ?? new Map()) : undefined;
  const resolveImport = resolver(root);
  const graphDirs = [WEB_SRC, ...(floorOf ? [SERVER_SRC] : [])];
  if (existsSync(join(root, 'packages'))) {
    for (const name of readdirSync(join(root, 'packages'))) graphDirs.push(`packages/${name}/src`);
  }
  const graph = new Map(); // file → (imported file → specifier)
  const inGraph = (path) => graphDirs.some((dir) => path.startsWith(`${dir}/`));

  const dirs = new Set([...graphDirs, SERVER_SRC, WEB_SRC, ...specRules.map((r) => r.dir)]);
  const files = new Set();
  for (const dir of dirs) {
    if (existsSync(join(root, dir))) for (const file of walk(join(root, dir))) files.add(file);
  }
  for (const file of [...files].sort()) {
    const path = slashed(root, file);
    const edges = new Map();
    if (inGraph(path)) graph.set(path, edges);
    for (const spec of specifiers(file)) {
      for (const rule of specRules) {
        if (path.startsWith(`${rule.dir}/`) && rule.forbid(spec, path))
          problems.push(`${path}: imports '${spec}' (${rule.why})`);
      }
      const resolved = resolveImport(spec, file);
      if (!resolved) continue;
      const target = slashed(root, resolved);
      for (const why of targetProblems(path, target, floorOf)) problems.push(`${path}: imports '${spec}' (${why})`);
      if (inGraph(target) && !edges.has(target)) edges.set(target, spec);
    }
  }
  for (const edges of graph.values()) for (const target of edges.keys()) if (!graph.has(target)) edges.delete(target);

  // One line per loop, enough loops that every file of a tangle is on one of them.
  for (const component of loops(graph)) {
    const seen = new Set();
    for (const start of [...component].sort()) {
      if (seen.has(start)) continue;
      const loop = shortestLoop(graph, component, start);
      for (const file of loop) seen.add(file);
      problems.push(`${start}: imports '${graph.get(start).get(loop[1])}' (import loop: ${loop.join(' → ')})`);
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--root');
  const root = at === -1 ? fileURLToPath(new URL('..', import.meta.url)) : resolve(process.argv[at + 1] ?? '.');
  const problems = checkLayers(root);
  if (problems.length) {
    console.error(`Layer check failed:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('Layer check passed.');
}
