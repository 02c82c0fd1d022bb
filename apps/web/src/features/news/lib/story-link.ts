/**
 * Where a story's link goes: an outside source (http/https, opened in a new tab), a page of this app (a simulated
 * story's own page, "/news?story=…"), or nowhere (a sample, or any other scheme such as javascript:).
 */
export function storyLink(url: string): { kind: 'external' | 'internal'; href: string } | null {
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'internal', href: url };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { kind: 'external', href: parsed.href } : null;
  } catch {
    return null;
  }
}
