/**
 * Public pages rendered at build time for signed-out visitors (docs/decisions/031-prerendered-public-pages.md): the
 * paths, where the build writes each page, and the mark on `#root` that tells the browser what it was given.
 */
export const PRERENDERED_SIGNED_OUT = 'signed-out';

export const PRERENDERED_PATHS = ['/', '/login', '/trending', '/privacy', '/terms'] as const;

/** dist/prerendered/<file>: `/` → index.html, `/login` → login.html. */
export function prerenderedFile(path: string): string {
  return `${path === '/' ? 'index' : path.slice(1).replaceAll('/', '_')}.html`;
}
