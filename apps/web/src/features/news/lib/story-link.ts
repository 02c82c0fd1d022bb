/** Stands in for this site's origin when telling whether a path stays on it. */
const HERE = 'https://here.invalid';

/**
 * Where a story's link goes: an outside source (http/https, opened in a new tab), a page of this app (a simulated
 * story's own page, "/news?story=…"), or nowhere (a sample, or any other scheme such as javascript:). A path counts
 * as this app's only when a browser would keep it on this site: `/\evil.example` and `/<tab>/evil.example` leave it.
 */
export function storyLink(url: string): { kind: 'external' | 'internal'; href: string } | null {
  try {
    if (url.startsWith('/')) {
      const resolved = new URL(url, HERE);
      return resolved.origin === HERE && !/[\\\s]/.test(url) ? { kind: 'internal', href: url } : null;
    }
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { kind: 'external', href: parsed.href } : null;
  } catch {
    return null;
  }
}
