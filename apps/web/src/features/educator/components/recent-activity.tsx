import type { ClassActivityItem } from '@tradearena/contracts';
import { isBuySide } from '@tradearena/domain';
import { Activity } from 'lucide-react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatCurrency } from '@/lib/format.ts';
import { formatInstant } from '@/lib/format-in-zone.ts';
import type { ClassFilter } from '../api/educator-queries.ts';
import { useClassActivity } from '../api/get-class-activity.ts';

type TradeSide = Exclude<ClassActivityItem['side'], 'dividend' | 'split'>;

/** docs/product/trading.md#short-selling-and-margin: students' shorts and covers too. */
const ACTIVITY_VERBS: Record<TradeSide, string> = {
  buy: 'bought',
  sell: 'sold',
  short: 'sold short',
  cover: 'covered',
};

/**
 * What one activity row says after the student's name: a trade ("bought 5 AAPL at $180.00"), or a dividend or split
 * of docs/decisions/029-corporate-actions-accounting.md as its ledger text with the cash it moved
 * ("Dividend: 100 KO × $0.51 · +$51.00").
 */
export function ActivityDetail({ item }: { item: ClassActivityItem }) {
  if (item.side === 'dividend' || item.side === 'split') {
    const cash = item.price;
    return (
      <>
        <span className="text-sky-300">
          {item.text ?? `${item.side === 'split' ? 'Split' : 'Dividend'}: ${item.symbol}`}
        </span>
        {cash === 0 ? null : (
          <span className={cash > 0 ? 'text-emerald-300' : 'text-red-300'}>
            {' '}
            · {cash > 0 ? '+' : '−'}
            {formatCurrency(Math.abs(cash))}
          </span>
        )}
      </>
    );
  }
  const side: TradeSide = item.side;
  return (
    <>
      <span className={isBuySide(side) ? 'text-emerald-300' : 'text-red-300'}>{ACTIVITY_VERBS[side]}</span>{' '}
      {item.quantity} {item.symbol} at {formatCurrency(item.price)}
    </>
  );
}

/**
 * Recent student activity (docs/product/educators.md#class-analytics): the 5 latest trades of the selected class, with
 * the students' dividends and splits (ADR 029); 'No trading activity yet'.
 */
export function RecentActivity({ filter, timeZone }: { filter: ClassFilter; timeZone: string }) {
  const activity = useClassActivity(filter);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Student Activity</CardTitle>
        <CardDescription>The latest trades in your classes.</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isError ? (
          <RetryAlert message="Activity could not be loaded." onRetry={() => void activity.refetch()} />
        ) : activity.isPending ? (
          <SkeletonList count={3} label="Loading activity" />
        ) : activity.data.length === 0 ? (
          <div className="grid justify-items-center gap-2 py-6 text-center">
            <Activity className="size-8 text-slate-600" aria-hidden="true" />
            <p className="font-semibold text-white">No trading activity yet</p>
            <p className="text-sm text-slate-400">Trades your students make appear here.</p>
          </div>
        ) : (
          <ul className="grid gap-2">
            {activity.data.map((t, i) => (
              <li
                // Two fills may share instant, student and symbol; the list is the server's, newest first.
                // biome-ignore lint/suspicious/noArrayIndexKey: activity items have no id of their own
                key={`${i}-${t.executedAt}-${t.symbol}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-slate-800 pb-2 text-sm last:border-0"
              >
                <span className="text-white">
                  <span className="font-semibold">{t.displayName}</span> <ActivityDetail item={t} />
                </span>
                <span className="text-xs text-slate-400">
                  {t.leagueName} ·{' '}
                  <time dateTime={t.executedAt}>{formatInstant(new Date(t.executedAt), timeZone)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
