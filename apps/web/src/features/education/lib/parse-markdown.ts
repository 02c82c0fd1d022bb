/** Inline pieces of a paragraph or list item. Text is always text: nothing here is ever turned into HTML. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block = { kind: 'paragraph'; content: Inline[] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d+\.\s+/;

/** The small Markdown subset of the course content: **bold**, *italic* and [links](/path). */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'em', text: m[2] });
    else out.push({ kind: 'link', text: m[3] ?? '', href: m[4] ?? '' });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/**
 * Splits Markdown into paragraphs and lists: blank lines separate blocks, consecutive `- ` or `1. ` lines form a
 * list, other consecutive lines join into one paragraph. Anything else (headings, HTML) stays literal text.
 */
export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const marker = BULLET.test(raw) ? BULLET : NUMBERED.test(raw) ? NUMBERED : null;
    if (!line) flush();
    else if (marker) {
      const ordered = marker === NUMBERED;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(raw.replace(marker, '').trim());
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
