import type { PortfolioSummary } from '@tradearena/contracts';
import { Briefcase, DollarSign, PieChart, Target, TrendingUp, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { formatCurrency } from '@/lib/format.ts';
import { formatSignedCurrency, gainLossClass as pnlClass } from '@/lib/signed-money.ts';
import { winRateText } from '@/lib/win-rate-text.ts';

function Tile({
  label,
  icon,
  children,
  className,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('@container rounded-2xl border border-slate-800 bg-slate-900/60 p-4', className)}>
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="mt-2">{children}</dd>
    </div>
  );
}

/**
 * Total value, cash available, holdings, win %, total P&L with its realized and unrealized parts (docs/product/trading.md#trading-screens), and
 * the buying power (docs/product/trading.md#short-selling-and-margin: cash less open orders' reservations and 150 % of the shorts' value), with what buying
 * back the shorts would cost when there are any.
 */
export function SummaryTiles({ portfolio, holdings }: { portfolio: PortfolioSummary | undefined; holdings: number }) {
  const p = portfolio;
  const value = (text: string | undefined, cls = 'text-white') => (
    // Sized by the tile's width so "$100,000.00" fits whole in a half-width phone tile (never "$100,000....").
    <span className={cn('tabular block truncate text-[clamp(0.95rem,11.5cqi,1.5rem)] font-bold', cls)}>
      {text ?? (
        <span className="inline-block h-7 w-24 animate-pulse rounded bg-slate-800" role="status" aria-label="Loading" />
      )}
    </span>
  );
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6">
      <Tile
        label="Total value"
        icon={<Briefcase className="size-3.5" aria-hidden="true" />}
        className="col-span-2 lg:col-span-1"
      >
        {value(p && formatCurrency(p.totalValue))}
      </Tile>
      <Tile label="Cash available" icon={<DollarSign className="size-3.5" aria-hidden="true" />}>
        {value(p && formatCurrency(p.cashBalance))}
      </Tile>
      <Tile label="Buying power" icon={<Wallet className="size-3.5" aria-hidden="true" />}>
        {value(p && formatCurrency(p.buyingPower))}
        {p && p.shortMarketValue > 0 && (
          <span className="mt-1 block text-xs text-slate-400">
            Shorts owed <span className="tabular text-amber-200">{formatCurrency(p.shortMarketValue)}</span>
          </span>
        )}
      </Tile>
      <Tile label="Holdings" icon={<PieChart className="size-3.5" aria-hidden="true" />}>
        {value(p && String(holdings))}
      </Tile>
      <Tile label="Win rate" icon={<Target className="size-3.5" aria-hidden="true" />}>
        {value(p && winRateText(p).value)}
        {p && <span className="mt-1 block text-xs text-slate-400">{winRateText(p).note}</span>}
      </Tile>
      <Tile label="Total P&L" icon={<TrendingUp className="size-3.5" aria-hidden="true" />}>
        {value(p && formatSignedCurrency(p.totalProfitLoss), p ? pnlClass(p.totalProfitLoss) : undefined)}
        {p && (
          <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-400">
            <span>
              Realized{' '}
              <span className={cn('tabular', pnlClass(p.realizedProfitLoss))}>
                {formatSignedCurrency(p.realizedProfitLoss)}
              </span>
            </span>
            <span>
              Unrealized{' '}
              <span className={cn('tabular', pnlClass(p.unrealizedProfitLoss))}>
                {formatSignedCurrency(p.unrealizedProfitLoss)}
              </span>
            </span>
          </span>
        )}
      </Tile>
    </dl>
  );
}
