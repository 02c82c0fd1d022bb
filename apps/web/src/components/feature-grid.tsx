import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export interface FeatureBlock {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of icon + title + text blocks. */
export function FeatureGrid({ blocks, accent = 'emerald' }: { blocks: FeatureBlock[]; accent?: 'emerald' | 'sky' }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', blocks.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
      {blocks.map((block) => (
        <li
          key={block.title}
          className="rounded-2xl border border-slate-800 bg-slate-900/50 p-6 transition-colors hover:border-slate-700"
        >
          <span
            className={cn(
              'grid size-11 place-items-center rounded-xl',
              accent === 'emerald' ? 'bg-emerald-500/15 text-emerald-300' : 'bg-sky-500/15 text-sky-300',
            )}
          >
            <block.icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold text-white">{block.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-400">{block.text}</p>
        </li>
      ))}
    </ul>
  );
}
