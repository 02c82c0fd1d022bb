// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, PRERENDERED_SIGNED_OUT, prerenderedFile } from './app/prerendered.ts';
import { renderSignedOut } from './prerender.tsx';

/**
 * The public pages rendered at build time (docs/decisions/031-prerendered-public-pages.md) carry their screen, not a
 * spinner, and nothing the page's Content-Security-Policy would refuse to run.
 */
describe('renderSignedOut', () => {
  it('renders the landing page with its headline and cards, outside a browser', async () => {
    const html = await renderSignedOut('/');
    expect(html).toContain('Learn trading through');
    expect(html).toContain('Start Trading Free');
    expect(html).not.toContain('aria-label="Loading"');
    expect(html).not.toContain('<script');
  });

  it('renders every listed page to its own file', async () => {
    expect(PRERENDERED_SIGNED_OUT).toBe('signed-out');
    expect(PRERENDERED_PATHS.map(prerenderedFile)).toEqual([
      'index.html',
      'login.html',
      'trending.html',
      'privacy.html',
      'terms.html',
    ]);
    const login = await renderSignedOut('/login');
    expect(login).toContain('Welcome back');
    expect(login).not.toContain('aria-label="Loading"');
  });
});
