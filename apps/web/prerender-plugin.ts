import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { compressBeside } from './precompress-plugin.ts';
import { scriptsAfterPaint } from './src/app/after-paint.ts';

interface PrerenderEntry {
  PRERENDERED_PAGES: readonly { path: string; screen: string }[];
  PRERENDERED_SIGNED_OUT: string;
  prerenderedFile(path: string): string;
  renderSignedOut(path: string): Promise<string>;
}

const ROOT_DIV = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The page's loader (src/after-paint.ts), a second entry of the browser build (vite.config.ts). */
export const AFTER_PAINT_ENTRY = 'src/after-paint.ts';

/**
 * The chunks of the page's screen, preloaded beside the entry's: React can take the whole page over as soon as the
 * entry has run (main.tsx), instead of asking for the screen's code only then.
 */
function withScreenPreloads(html: string, manifest: Manifest, screen: string): string {
  if (!manifest[screen]) throw new Error(`${screen} is not a chunk of this build: is it still the page's screen?`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(screen);
  const links = [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The stylesheets in the page itself (the Content-Security-Policy allows inline styles): the page paints from its
 * one response, without a second round trip for the CSS. Every screen shares the one stylesheet, so the page keeps
 * it for the screens the visitor opens next.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(STYLESHEET, (_link, file: string) => {
    const css = readFileSync(join(outDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css}</style>`;
  });
}

/**
 * After the browser build, renders the public pages for a signed-out visitor (src/prerender.tsx, built for Node into
 * node_modules/.cache so its imports resolve) into dist/prerendered/<page>.html: the built index.html with the page's
 * markup inside `#root`, marked so the browser hydrates it, with Brotli and gzip copies. The server sends them to
 * browsers without a session cookie (docs/decisions/031-prerendered-public-pages.md).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tradearena-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = join(config.root, 'node_modules/.cache/prerender');
      rmSync(ssrDir, { recursive: true, force: true });
      await build({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
      });
      const entry = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as PrerenderEntry;
      const shell = inlineStylesheets(readFileSync(join(outDir, 'index.html'), 'utf8'), outDir);
      if (!shell.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to render into`);
      const pagesDir = join(outDir, 'prerendered');
      mkdirSync(pagesDir, { recursive: true });
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const loader = manifest[AFTER_PAINT_ENTRY];
      if (!loader) throw new Error(`${AFTER_PAINT_ENTRY} is not an entry of this build (vite.config.ts)`);
      for (const { path, screen } of entry.PRERENDERED_PAGES) {
        const markup = await entry.renderSignedOut(path);
        // The page's Content-Security-Policy runs no inline script: a page that needs one would stay half drawn.
        if (markup.includes('<script')) throw new Error(`The prerendered ${path} contains an inline script`);
        const file = join(pagesDir, entry.prerenderedFile(path));
        writeFileSync(
          file,
          scriptsAfterPaint(withScreenPreloads(shell, manifest, screen), loader.file).replace(
            ROOT_DIV,
            `<div id="root" data-prerendered="${entry.PRERENDERED_SIGNED_OUT}">${markup}</div>`,
          ),
        );
        compressBeside(file);
      }
    },
  };
}
