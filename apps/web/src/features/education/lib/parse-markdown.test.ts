import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './parse-markdown.ts';

describe('parseInline', () => {
  it('finds bold, italic and links among plain text', () => {
    expect(parseInline('A **share** is *ownership*; see [your portfolio](/portfolio).')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'strong', text: 'share' },
      { kind: 'text', text: ' is ' },
      { kind: 'em', text: 'ownership' },
      { kind: 'text', text: '; see ' },
      { kind: 'link', text: 'your portfolio', href: '/portfolio' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves HTML as text', () => {
    expect(parseInline('<b>x</b>')).toEqual([{ kind: 'text', text: '<b>x</b>' }]);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseMarkdown('One\ntwo.\n\nThree.')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'One two.' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Three.' }] },
    ]);
  });

  it('reads bullet and numbered lists, also right after a paragraph line', () => {
    expect(parseMarkdown('Steps:\n1. Buy\n2. **Hold**\n\n- a\n- b')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Steps:' }] },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'Buy' }], [{ kind: 'strong', text: 'Hold' }]],
      },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
    ]);
  });
});
