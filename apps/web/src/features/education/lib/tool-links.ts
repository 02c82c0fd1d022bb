import { BarChart3, Briefcase, Filter, type LucideIcon, TrendingUp } from 'lucide-react';
import { paths } from '@/lib/paths.ts';

export interface ToolLink {
  label: string;
  description: string;
  href: string;
  icon: LucideIcon;
}

/** The four tool links of /education (docs/product/content.md#education): where to practise what the modules teach. */
export const toolLinks: readonly ToolLink[] = [
  {
    label: 'Stock Screener',
    description: 'Filter stocks by sector, price, change, volume and beta.',
    href: paths.screener.getHref(),
    icon: Filter,
  },
  {
    label: 'Practice Portfolio',
    description: 'Trade with your $100,000 virtual portfolio.',
    href: paths.portfolio.getHref(),
    icon: Briefcase,
  },
  {
    label: 'Leaderboard',
    description: 'Compare your returns with other players.',
    href: paths.leaderboard.getHref(),
    icon: BarChart3,
  },
  {
    label: 'Top Movers',
    description: 'Today’s 20 biggest gainers and losers.',
    href: paths.trending.getHref(),
    icon: TrendingUp,
  },
];
