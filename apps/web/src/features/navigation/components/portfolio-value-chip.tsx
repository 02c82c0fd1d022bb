import { ChevronDown, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { cn } from '@/lib/cn.ts';
import { formatCurrency } from '@/lib/format.ts';

/** One of the player's portfolios: the personal one or a competition they play in, and the page that trades it. */
export interface PortfolioChoice {
  label: string;
  href: string;
  current: boolean;
}

/**
 * The value of the portfolio being traded (the personal one, or the competition whose page is open) in the bar,
 * named when it is not the personal one; with other portfolios, a menu that opens their pages.
 */
export function PortfolioValueChip({
  value,
  label = 'Personal',
  choices = [],
}: {
  value: number;
  label?: string;
  choices?: readonly PortfolioChoice[];
}) {
  const chip =
    'tabular inline-flex items-center gap-1.5 rounded-full border border-emerald-500/30 bg-emerald-500/10 px-3 py-1 text-sm font-semibold text-emerald-300';
  const content = (
    <>
      <Wallet className="size-4" aria-hidden="true" />
      <span className="sr-only">Portfolio value </span>
      {label !== 'Personal' && (
        <span className="hidden max-w-28 truncate font-medium text-emerald-100 sm:inline">{label}</span>
      )}
      {formatCurrency(value)}
    </>
  );
  if (choices.length < 2)
    return (
      <span className={chip} title="Portfolio value">
        {content}
      </span>
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(chip, 'hover:bg-emerald-500/20')} title="Portfolio value">
        {content}
        <span className="sr-only">, {label} portfolio: switch portfolio</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>Your portfolios</DropdownMenuLabel>
        {choices.map((c) => (
          <DropdownMenuItem key={c.href} asChild>
            <Link to={c.href} aria-current={c.current ? 'page' : undefined}>
              <span className={cn('truncate', c.current && 'font-semibold text-emerald-300')}>{c.label}</span>
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
