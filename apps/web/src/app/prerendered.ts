/**
 * Public pages rendered at build time for signed-out visitors (docs/decisions/031-prerendered-public-pages.md): the
 * paths, where the build writes each page, and the mark on `#root` that tells the browser what it was given.
 */
export const PRERENDERED_SIGNED_OUT = 'signed-out';

/** Each page and the module of its screen (the one routes.tsx loads lazily), whose chunk the page preloads. */
export const PRERENDERED_PAGES = [
  { path: '/', screen: 'src/app/routes/landing.tsx' },
  { path: '/login', screen: 'src/app/routes/login.tsx' },
  { path: '/trending', screen: 'src/app/routes/trending.tsx' },
  { path: '/privacy', screen: 'src/app/routes/privacy.tsx' },
  { path: '/terms', screen: 'src/app/routes/terms.tsx' },
] as const;

export const PRERENDERED_PATHS = PRERENDERED_PAGES.map((p) => p.path);

/** dist/prerendered/<file>: `/` → index.html, `/login` → login.html. */
export function prerenderedFile(path: string): string {
  return `${path === '/' ? 'index' : path.slice(1).replaceAll('/', '_')}.html`;
}
