import { Link } from 'react-router';
import { type Inline, parseMarkdown } from '../lib/parse-markdown.ts';

const linkClass = 'font-medium text-emerald-400 underline underline-offset-2 hover:text-emerald-300';

function InlineText({ content }: { content: Inline[] }) {
  return content.map((piece, i) => {
    const key = `${i}-${piece.kind}`;
    if (piece.kind === 'strong')
      return (
        <strong key={key} className="font-semibold text-white">
          {piece.text}
        </strong>
      );
    if (piece.kind === 'em') return <em key={key}>{piece.text}</em>;
    if (piece.kind === 'link') {
      // Paths of the app open in place; web addresses in a new tab; anything else (javascript:, data:) is plain text.
      if (piece.href.startsWith('/') && !piece.href.startsWith('//'))
        return (
          <Link key={key} to={piece.href} className={linkClass}>
            {piece.text}
          </Link>
        );
      if (/^https:\/\//.test(piece.href))
        return (
          <a key={key} href={piece.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {piece.text}
          </a>
        );
    }
    return <span key={key}>{piece.text}</span>;
  });
}

/** Course text from Markdown (paragraphs, lists, bold, italic, links) as React elements: never raw HTML. */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <div className="grid gap-4 leading-relaxed text-slate-300">
      {parseMarkdown(markdown).map((block, i) => {
        const key = `${i}-${block.kind}`;
        if (block.kind === 'paragraph')
          return (
            <p key={key}>
              <InlineText content={block.content} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={key} className={`grid gap-1.5 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
              <li key={j}>
                <InlineText content={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
