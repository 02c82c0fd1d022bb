import { describe, expect, it } from 'vitest';
import { storyLink } from './story-link.ts';

describe('story link', () => {
  it.each([
    ['https://www.reuters.com/markets/x', { kind: 'external', href: 'https://www.reuters.com/markets/x' }],
    ['http://example.com/a', { kind: 'external', href: 'http://example.com/a' }],
    ['/news?story=wrap-2026-11-18', { kind: 'internal', href: '/news?story=wrap-2026-11-18' }],
    ['//evil.example.com/x', null],
    // Browsers read a backslash as a slash and drop tabs and line breaks: these leave the site too.
    ['/\\evil.example.com/x', null],
    ['/\t/evil.example.com/x', null],
    ['/\n/evil.example.com/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
  ])('%s → %j', (url, link) => {
    expect(storyLink(url)).toEqual(link);
  });
});
