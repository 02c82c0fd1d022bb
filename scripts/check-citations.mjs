// Every comment cites a file of the repository (docs/product/..., docs/decisions/...) or states its rule itself
// (docs/product/README.md). This check fails, naming file:line, on a comment that cites a document outside the
// repository (a numbered section of the old specification, an issue number, a section of the architecture notes),
// and on a comment citing a docs/product or docs/decisions file, or a heading of a product page, that does not exist.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What an outside citation looks like: "spec" and a document number (with or without its section), "issue" and a number, "ARCHITECTURE" and a section sign. */
export const OUTSIDE_CITATION = /\bspec\s+0?\d+\b|\bissues?\s+#?\d+\b|\bARCHITECTURE(?:\.md)?\s*§/i;

const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|css)$/;
const DOCS = /\.md$/;
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);

/** Where the checked files are: source and tests everywhere, and the docs that comments cite. */
export const CHECKED_ROOTS = ['apps', 'packages', 'scripts', 'bench', 'docs/decisions', 'docs/product'];

/**
 * The comment text of a source file as [start, end) offsets: `//` and block comments, outside string and template
 * literals (their `${…}` parts are code again) and outside regular expression literals. A Markdown file is prose:
 * all of it counts.
 */
export function commentSpans(text, file) {
  if (DOCS.test(file)) return [[0, text.length]];
  const css = file.endsWith('.css');
  const spans = [];
  const templates = []; // brace depth at which each open `${` started
  let depth = 0;
  let prev = ''; // the last significant code character: a `/` after an operand divides, elsewhere starts a regex
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/' && !css) {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      spans.push([i, stop]);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      spans.push([i, stop]);
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      i = j + 1;
      prev = 'a';
    } else if (c === '`' || (c === '}' && templates.length > 0 && templates[templates.length - 1] === depth)) {
      if (c === '}') templates.pop();
      let j = i + 1;
      while (j < n) {
        if (text[j] === '\\') {
          j += 2;
        } else if (text[j] === '`') {
          j += 1;
          break;
        } else if (text[j] === '$' && text[j + 1] === '{') {
          templates.push(depth);
          j += 2;
          break;
        } else {
          j += 1;
        }
      }
      i = j;
      prev = 'a';
    } else if (c === '/' && !css && (prev === '' || '(,=:[!&|?{};+-*%<>~^'.includes(prev))) {
      let j = i + 1;
      let inClass = false;
      while (j < n && text[j] !== '\n') {
        if (text[j] === '\\') {
          j += 2;
          continue;
        }
        if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        else if (text[j] === '/' && !inClass) break;
        j += 1;
      }
      i = j + 1;
      prev = 'a';
    } else {
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      if (!/\s/.test(c)) prev = /[\w$]/.test(c) ? 'a' : c;
      i += 1;
    }
  }
  return spans;
}

/** A citation of a page or decision of the repository, with an optional heading: docs/product/trading.md#order-types. */
const REPOSITORY_LINK = /\bdocs\/(?:product|decisions)\/[\w.-]+\.md(?:#[\w-]+)?/g;

/** The anchor of a Markdown heading as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The outside citations in one file's comments: [{ line (1-based), text (the comment line, trimmed) }]. With
 * `linkExists` (link → whether it names an existing file and heading), also the citations of missing docs.
 */
export function findCitations(text, file, linkExists) {
  const lineStarts = [0];
  for (let k = 0; k < text.length; k += 1) if (text[k] === '\n') lineStarts.push(k + 1);
  const lineOf = (offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const found = new Map();
  for (const [start, end] of commentSpans(text, file)) {
    const comment = text.slice(start, end);
    const note = (offset) => {
      const line = lineOf(start + offset);
      if (!found.has(line)) {
        const lineEnd = text.indexOf('\n', lineStarts[line]);
        found.set(line, text.slice(lineStarts[line], lineEnd === -1 ? text.length : lineEnd).trim());
      }
    };
    const re = new RegExp(OUTSIDE_CITATION.source, 'gi');
    for (let m = re.exec(comment); m !== null; m = re.exec(comment)) note(m.index);
    if (linkExists) {
      const links = new RegExp(REPOSITORY_LINK.source, 'g');
      for (let m = links.exec(comment); m !== null; m = links.exec(comment)) if (!linkExists(m[0])) note(m.index);
    }
  }
  return [...found].sort((a, b) => a[0] - b[0]).map(([line, lineText]) => ({ line: line + 1, text: lineText }));
}

/** Whether `link` (docs/…/x.md or docs/…/x.md#heading) names a file under `root` and, for a heading, one of its headings. */
function linkChecker(root) {
  const anchors = new Map();
  return (link) => {
    const [path, anchor] = link.split('#');
    if (!anchors.has(path)) {
      const full = join(root, path);
      anchors.set(
        path,
        existsSync(full)
          ? new Set(
              readFileSync(full, 'utf8')
                .split('\n')
                .filter((l) => /^#{1,6} /.test(l))
                .map((l) => headingAnchor(l.replace(/^#+/, ''))),
            )
          : null,
      );
    }
    const headings = anchors.get(path);
    return headings !== null && (anchor === undefined || headings.has(anchor));
  };
}

function* walk(dir) {
  let names;
  try {
    names = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const name of names) {
    if (SKIP.has(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (CODE.test(name) || DOCS.test(name)) yield full;
  }
}

/** Every outside or broken citation under `root`'s checked folders: [{ file (relative to root), line, text }]. */
export function checkCitations(root, roots = CHECKED_ROOTS) {
  const problems = [];
  const linkExists = linkChecker(root);
  for (const dir of roots) {
    for (const file of walk(join(root, dir))) {
      const rel = relative(root, file);
      if (DOCS.test(rel) && !rel.startsWith('docs/')) continue; // READMEs of packages are not comments
      for (const hit of findCitations(readFileSync(file, 'utf8'), rel, linkExists))
        problems.push({ file: rel, ...hit });
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const problems = checkCitations(root);
  for (const p of problems)
    console.error(`${p.file}:${p.line}: cites outside the repository or a missing doc: ${p.text}`);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} comment(s) cite the old specification, an issue, the architecture notes, or a docs file or ` +
        'heading that does not exist. Cite docs/product/<page>.md#<heading> or docs/decisions/NNN-<title>.md, or state the rule.',
    );
    process.exitCode = 1;
  } else {
    console.log('check-citations: every comment cites the repository or states its rule');
  }
}
