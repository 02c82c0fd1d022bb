import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script of the repository (scripts/), without type declarations.
import { checkCitations, findCitations } from '../../../../scripts/check-citations.mjs';

const script = new URL('../../../../scripts/check-citations.mjs', import.meta.url).pathname;

/** A template literal whose `${…}` part holds a comment (built by parts: a plain string with `${` reads as a slip). */
const TEMPLATE_LINE = `export const c = \`template: issue 12 $${'{'}a /* spec 02 §2 inside a substitution */} still text\`;`;

/** A small repository: outside citations in comments and in an ADR, and the same words where they are not comments. */
const FIXTURE: Record<string, string> = {
  'apps/server/src/cites.ts': [
    "import { x } from './x.ts';",
    '',
    '/** Opens the portfolio with $100,000 (spec 01 §9). */',
    'export const a = 1; // see issue 17',
    '/*',
    ' * The error body (ARCHITECTURE §6).',
    ' */',
    "export const b = 'not a comment: spec 02 §5';",
    TEMPLATE_LINE,
    'export const d = /https?:\\/\\/issue 3/.test(String(x));',
    '',
  ].join('\n'),
  'apps/web/src/clean.tsx': [
    '/** The rules (docs/product/clean.md#every-rule-in-our-words, docs/decisions/001-kept.md). */',
    "export const title = 'Trade Failed (issue 5 is a string here)';",
    '// A rule stated in place: quantities are whole shares.',
    '',
  ].join('\n'),
  'packages/domain/src/old.test.ts': "it('keeps the title of spec 01', () => {}); // the trade call of spec 01\n",
  'docs/decisions/099-example.md': '# 099 — Example\n\n- Context: issue 12 asks for it.\n- Decision: none.\n',
  'docs/product/clean.md': '# Clean\n\n## Every rule in our words\n\nStated once.\n',
  'docs/decisions/001-kept.md': '# 001 — Kept\n',
  'apps/server/src/broken.ts':
    '// Cites docs/product/clean.md#no-such-heading and, below, a decision never written.\n// docs/decisions/404-missing.md\n',
  'README.md': 'The README is not checked: issue 1.\n',
};

describe('scripts/check-citations.mjs', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'check-citations-'));
    for (const [file, text] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('names file:line of every comment citing the old specification, an issue, the architecture notes or a missing doc', () => {
    expect(checkCitations(root)).toEqual([
      {
        file: 'apps/server/src/broken.ts',
        line: 1,
        text: '// Cites docs/product/clean.md#no-such-heading and, below, a decision never written.',
      },
      { file: 'apps/server/src/broken.ts', line: 2, text: '// docs/decisions/404-missing.md' },
      { file: 'apps/server/src/cites.ts', line: 3, text: '/** Opens the portfolio with $100,000 (spec 01 §9). */' },
      { file: 'apps/server/src/cites.ts', line: 4, text: 'export const a = 1; // see issue 17' },
      { file: 'apps/server/src/cites.ts', line: 6, text: '* The error body (ARCHITECTURE §6).' },
      {
        file: 'apps/server/src/cites.ts',
        line: 9,
        text: TEMPLATE_LINE,
      },
      {
        file: 'packages/domain/src/old.test.ts',
        line: 1,
        text: "it('keeps the title of spec 01', () => {}); // the trade call of spec 01",
      },
      { file: 'docs/decisions/099-example.md', line: 3, text: '- Context: issue 12 asks for it.' },
    ]);
  });

  it('leaves strings, template text and regular expressions alone', () => {
    const text = [
      'const s = \'spec 02 §5\'; const t = "issue 3";',
      'const u = `ARCHITECTURE §4`;',
      'const r = /spec 01|issue 9/;',
      'const q = a / 2; // halves it',
    ].join('\n');
    expect(findCitations(text, 'x.ts')).toEqual([]);
  });

  it('fails as a command, naming each place, and passes on a clean tree', () => {
    const failing = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('apps/server/src/cites.ts:3: cites outside the repository or a missing doc');
    expect(failing.stderr).toContain('docs/decisions/099-example.md:3:');
    expect(failing.stderr).not.toContain('clean.tsx');

    rmSync(join(root, 'apps/server/src/cites.ts'));
    rmSync(join(root, 'packages/domain/src/old.test.ts'));
    rmSync(join(root, 'docs/decisions/099-example.md'));
    rmSync(join(root, 'apps/server/src/broken.ts'));
    const passing = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(passing.stderr).toBe('');
    expect(passing.status).toBe(0);
  });
});
