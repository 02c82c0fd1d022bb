import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repo = new URL('../../../../', import.meta.url).pathname;
const script = join(repo, 'scripts/check-layers.mjs');

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** A tree laid out like the repository, with these files (path → source). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-layers-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** `node scripts/check-layers.mjs --root <root>`: its exit code and the problems it names, one per line. */
function check(root: string) {
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  const problems = run.stderr.split('\n').filter((line) => line && line !== 'Layer check failed:');
  return { status: run.status, problems, stdout: run.stdout };
}

/** The problems the check names in a tree of these files, having failed on them. */
function refusals(files: Record<string, string>): string[] {
  const result = check(tree(files));
  expect(result.status, result.stdout).toBe(1);
  return result.problems;
}

const FLOORS = JSON.stringify({ floors: [['accounts', 'market'], ['auth']] });

/** A small house that keeps every rule: the base of each refusal below. */
const CLEAN: Record<string, string> = {
  'apps/server/src/modules/contexts.json': FLOORS,
  'apps/server/src/modules/accounts/index.ts': "export { findAccount } from './find-account.js';\n",
  'apps/server/src/modules/accounts/find-account.ts':
    "import type { Db } from '../../ports/db.ts';\nexport const findAccount = (db: Db) => db;\n",
  'apps/server/src/modules/market/index.ts': 'export const market = 1;\n',
  'apps/server/src/modules/auth/index.ts': "export * from './login.ts';\n",
  'apps/server/src/modules/auth/login.ts':
    "import { findAccount } from '../accounts/index.js';\nimport { market } from '../market';\nexport const login = [findAccount, market];\n",
  'apps/server/src/ports/db.ts': 'export type Db = object;\n',
  'apps/server/src/adapters/db/sqlite.ts': "import type { Db } from '../../ports/db.ts';\nexport const db: Db = {};\n",
  'apps/server/src/app.ts':
    "import { login } from './modules/auth/index.ts';\nimport './modules/accounts';\nexport { login };\n",
  'apps/web/src/lib/api.ts': "import { money } from '@tradearena/domain';\nexport const api = money;\n",
  'apps/web/src/features/bank/bank-page.tsx':
    "import { api } from '../../lib/api.ts';\nimport { Row } from './row';\nexport const page = [api, Row];\n",
  'apps/web/src/features/bank/row.tsx': "import type { api } from '@/lib/api';\nexport const Row = {} as typeof api;\n",
  'apps/web/src/features/store/store-page.tsx': "const Bank = () => import('@/lib/api.ts');\nexport { Bank };\n",
  'packages/domain/src/index.ts': "export * from './money.ts';\n",
  'packages/domain/src/money.ts': 'export const money = 1;\n',
  'packages/contracts/src/index.ts':
    "import { z } from 'zod';\nimport { money } from '@tradearena/domain';\nexport { z, money };\n",
};

describe('scripts/check-layers.mjs', () => {
  it('passes a house that keeps every rule', () => {
    const result = check(tree(CLEAN));
    expect(result).toEqual({ status: 0, problems: [], stdout: 'Layer check passed.\n' });
  });

  it("lets a context's routes.ts and start.ts, and only those, import the framework", () => {
    const framework = "import type { FastifyInstance } from 'fastify';\nexport const x = {} as FastifyInstance;\n";
    const wired = {
      ...CLEAN,
      'apps/server/src/modules/auth/routes.ts': framework,
      'apps/server/src/modules/auth/start.ts': framework,
    };
    expect(check(tree(wired)).status).toBe(0);
    expect(refusals({ ...wired, 'apps/server/src/modules/auth/login.ts': framework })).toEqual([
      "apps/server/src/modules/auth/login.ts: imports 'fastify' (use-cases import domain, contracts and ports, never SQL drivers or SDKs)",
    ]);
  });

  it('refuses an import that climbs a floor, or stays on its floor', () => {
    expect(
      refusals({
        ...CLEAN,
        'apps/server/src/modules/accounts/on-login.ts':
          "import { login } from '../auth/index.ts';\nexport { login };\n",
        'apps/server/src/modules/market/prices.ts':
          "import { findAccount } from '../accounts';\nexport { findAccount };\n",
      }),
    ).toEqual([
      "apps/server/src/modules/accounts/on-login.ts: imports '../auth/index.ts' (a context imports only contexts on lower floors: 'accounts' is on floor 0, 'auth' on 1)",
      "apps/server/src/modules/market/prices.ts: imports '../accounts' (a context imports only contexts on lower floors: 'market' is on floor 0, 'accounts' on 0)",
    ]);
  });

  it("refuses an import of another context's internals, from a context or from the rest of the server", () => {
    expect(
      refusals({
        ...CLEAN,
        'apps/server/src/modules/auth/login.ts':
          "import { findAccount } from '../accounts/find-account.js';\nexport { findAccount };\n",
        'apps/server/src/app.ts': "import { login } from './modules/auth/login';\nexport { login };\n",
      }),
    ).toEqual([
      "apps/server/src/app.ts: imports './modules/auth/login' (only apps/server/src/modules/auth/index.ts is imported from outside the context 'auth')",
      "apps/server/src/modules/auth/login.ts: imports '../accounts/find-account.js' (only apps/server/src/modules/accounts/index.ts is imported from outside the context 'accounts')",
    ]);
  });

  it('refuses an import loop, type-only imports included, and prints the loop', () => {
    expect(
      refusals({
        ...CLEAN,
        'packages/domain/src/money.ts': "import type { Cents } from './cents.js';\nexport const money: Cents = 1;\n",
        'packages/domain/src/cents.ts': "import { money } from './index';\nexport type Cents = typeof money;\n",
        'apps/server/src/modules/auth/session.ts':
          "import { login } from './login.ts';\nexport const session = login;\n",
        'apps/server/src/modules/auth/login.ts': "export { session } from './session.ts';\n",
      }),
    ).toEqual([
      "apps/server/src/modules/auth/login.ts: imports './session.ts' (import loop: apps/server/src/modules/auth/login.ts → apps/server/src/modules/auth/session.ts → apps/server/src/modules/auth/login.ts)",
      "packages/domain/src/cents.ts: imports './index' (import loop: packages/domain/src/cents.ts → packages/domain/src/index.ts → packages/domain/src/money.ts → packages/domain/src/cents.ts)",
    ]);
  });

  it('refuses an adapter importing a module, even its index', () => {
    expect(
      refusals({
        ...CLEAN,
        'apps/server/src/adapters/db/sqlite.ts':
          "import { findAccount } from '../../modules/accounts/index.ts';\nexport { findAccount };\n",
      }),
    ).toEqual([
      "apps/server/src/adapters/db/sqlite.ts: imports '../../modules/accounts/index.ts' (an adapter imports no module)",
    ]);
  });

  it('refuses a web feature importing another feature, by a relative path or by @/', () => {
    expect(
      refusals({
        ...CLEAN,
        'apps/web/src/features/bank/parts/balance.tsx':
          "import { Bank } from '../../store/store-page';\nimport type { Bank as B } from '@/features/store/store-page.tsx';\nexport { Bank, type B };\n",
      }),
    ).toEqual([
      "apps/web/src/features/bank/parts/balance.tsx: imports '../../store/store-page' (web features do not import each other)",
      "apps/web/src/features/bank/parts/balance.tsx: imports '@/features/store/store-page.tsx' (web features do not import each other)",
    ]);
  });

  it('refuses a context folder that contexts.json puts on no floor', () => {
    expect(refusals({ ...CLEAN, 'apps/server/src/modules/billing/index.ts': 'export const billing = 1;\n' })).toEqual([
      'apps/server/src/modules/billing: a context on no floor (every context has one in apps/server/src/modules/contexts.json)',
    ]);
  });

  it('refuses a contexts.json that puts a context on two floors or names a context with no folder', () => {
    const floors = JSON.stringify({
      floors: [
        ['accounts', 'market'],
        ['auth', 'market', 'ghost'],
      ],
    });
    expect(refusals({ ...CLEAN, 'apps/server/src/modules/contexts.json': floors })).toEqual([
      "apps/server/src/modules/contexts.json: context 'market' is on more than one floor",
      "apps/server/src/modules/contexts.json: context 'ghost' has no folder in apps/server/src/modules",
    ]);
    expect(refusals({ ...CLEAN, 'apps/server/src/modules/contexts.json': '{"floors": {"accounts": 0}}' })).toEqual([
      'apps/server/src/modules/contexts.json: "floors" must be a list of floors, each a list of context names (floor 0 first)',
    ]);
  });

  it('checks the server contexts only once contexts.json exists; web features and the packages always', () => {
    const { 'apps/server/src/modules/contexts.json': _, ...withoutFloors } = CLEAN;
    expect(
      refusals({
        ...withoutFloors,
        'apps/server/src/adapters/db/sqlite.ts': "import '../../modules/accounts/find-account.ts';\n",
        'apps/server/src/modules/auth/login.ts': "import '../accounts/find-account.ts';\nimport './index.ts';\n",
        'apps/web/src/features/bank/row.tsx': "export { Bank as Row } from '../store/store-page.tsx';\n",
        'packages/domain/src/money.ts': "import './index.ts';\nexport const money = 1;\n",
      }),
    ).toEqual([
      "apps/web/src/features/bank/row.tsx: imports '../store/store-page.tsx' (web features do not import each other)",
      "packages/domain/src/index.ts: imports './money.ts' (import loop: packages/domain/src/index.ts → packages/domain/src/money.ts → packages/domain/src/index.ts)",
    ]);
  });

  it('keeps the package and use-case rules, and reads no import out of a comment or a template string', () => {
    expect(
      refusals({
        ...CLEAN,
        'packages/domain/src/money.ts': "import { z } from 'zod';\nexport const money = z;\n",
        'apps/server/src/modules/auth/login.ts':
          "import Database from 'better-sqlite3';\n/*\nimport { x } from '../accounts/find-account.ts';\n*/\nconst code = `\nimport { y } from '../accounts/find-account.ts';\n`;\nexport const login = [Database, code];\n",
      }),
    ).toEqual([
      "apps/server/src/modules/auth/login.ts: imports 'better-sqlite3' (use-cases import domain, contracts and ports, never SQL drivers or SDKs)",
      "packages/domain/src/money.ts: imports 'zod' (domain imports nothing of ours and no framework or I/O)",
    ]);
  });

  // Its speed is not asserted here (a loaded machine would fail it): `npm run lint` runs it on every change.
  it('passes this repository', () => {
    expect(check(repo)).toMatchObject({ status: 0, problems: [] });
  });
});
