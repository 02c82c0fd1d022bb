import { DEFAULT_NEWS_CATEGORY_COUNTS, NEWS_CATEGORIES, type NewsCategory } from '@tradearena/contracts';
import { BarChart3, Building2, Cpu, DollarSign, Globe, Landmark } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useNewsCategories } from '../api/get-news-categories.ts';
import { CATEGORY_LABELS } from '../lib/category-labels.ts';

const ICONS = {
  markets: BarChart3,
  earnings: DollarSign,
  economic: Landmark,
  sector: Building2,
  global: Globe,
  technology: Cpu,
} as const;

/**
 * The six category cards with their story counts (default counts until the real ones load). Choosing a card
 * shows that category; choosing it again shows all news (docs/product/content.md#news).
 */
export function CategoryCards({
  selected,
  onToggle,
}: {
  selected: NewsCategory | null;
  onToggle: (category: NewsCategory) => void;
}) {
  // Default counts until the real ones load (and if they never do).
  const counts = useNewsCategories().data ?? DEFAULT_NEWS_CATEGORY_COUNTS;
  return (
    <section aria-label="News categories">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {NEWS_CATEGORIES.map((key) => {
          const Icon = ICONS[key];
          const active = selected === key;
          return (
            <li key={key}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onToggle(key)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-2xl border p-3 text-left transition-colors sm:p-4',
                  active
                    ? 'border-emerald-500/60 bg-emerald-500/15 text-white'
                    : 'border-slate-800 bg-slate-900/60 text-slate-200 hover:border-slate-600',
                )}
              >
                <Icon className="size-5 shrink-0 text-emerald-300" aria-hidden="true" />
                <span className="grid min-w-0">
                  <span className="truncate text-sm font-semibold">{CATEGORY_LABELS[key]}</span>
                  <span className="text-xs text-slate-400">
                    {counts[key]} {counts[key] === 1 ? 'story' : 'stories'}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
