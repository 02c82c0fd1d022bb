import { isWellFormedSymbol, type OrderHistoryEntry, SYMBOL_DEBOUNCE_MS } from '@tradearena/contracts';
import { isBuySide } from '@tradearena/domain';
import { History } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Pager } from '@/components/pager.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select } from '@/components/ui/select.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatCurrency } from '@/lib/format.ts';
import { formatInstant } from '@/lib/format-in-zone.ts';
import { describeOrderPrices, SIDE_LABELS } from '@/lib/order-labels.ts';
import { formatSignedCurrency, gainLossClass } from '@/lib/signed-money.ts';
import { type HistorySource, type HistoryStatus, useOrderHistory } from './get-order-history.ts';

const STATUS_OPTIONS: { value: HistoryStatus; label: string }[] = [
  { value: 'closed', label: 'All statuses' },
  { value: 'filled', label: 'Filled' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
  { value: 'rejected', label: 'Rejected' },
];

const STATUS_BADGES: Record<
  OrderHistoryEntry['status'],
  { label: string; variant: 'default' | 'secondary' | 'warning' | 'destructive' }
> = {
  filled: { label: 'Filled', variant: 'default' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'warning' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

/** Why an order ended without a fill, when the server kept no reason of its own. */
const DEFAULT_REASONS: Partial<Record<OrderHistoryEntry['status'], string>> = {
  cancelled: 'Cancelled before it filled.',
  expired: 'Expired unfilled at the end of its time in force.',
};

function HistoryRow({ entry, timeZone }: { entry: OrderHistoryEntry; timeZone: string }) {
  const badge = STATUS_BADGES[entry.status];
  const reason = entry.reason ?? DEFAULT_REASONS[entry.status];
  return (
    <li className="grid gap-2 rounded-xl border border-slate-800 bg-slate-900/60 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-white">{entry.symbol}</span>
          <Badge variant={isBuySide(entry.side) ? 'default' : 'destructive'}>{SIDE_LABELS[entry.side]}</Badge>
          <span className="tabular text-slate-300">{entry.quantity.toLocaleString('en-US')} shares</span>
          <span className="text-slate-400">{describeOrderPrices(entry)}</span>
        </span>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-slate-400">
        <span>
          <time dateTime={entry.at}>{formatInstant(new Date(entry.at), timeZone)}</time>
          {entry.price !== null && <span className="tabular"> · filled at {formatCurrency(entry.price)}</span>}
        </span>
        {entry.realizedGain !== null && (
          <span className="tabular">
            Realized gain{' '}
            <span className={`font-semibold ${gainLossClass(entry.realizedGain)}`}>
              {formatSignedCurrency(entry.realizedGain)}
            </span>
          </span>
        )}
      </div>
      {reason && <p className="text-slate-300">{reason}</p>}
    </li>
  );
}

/**
 * The order history of one portfolio (the History tab of every portfolio view, and the educator's view of a student
 * in a class): fills, cancellations, expiries and rejections with their reason, newest first, the realized gain of
 * each sale or cover, filters by status and symbol, a page at a time; loading, empty and error states.
 */
export function OrderHistory({ source, timeZone }: { source: HistorySource; timeZone: string }) {
  const [status, setStatus] = useState<HistoryStatus>('closed');
  const [text, setText] = useState('');
  const [symbol, setSymbol] = useState('');
  const [page, setPage] = useState(1);
  const ids = useId();

  // The symbol filter applies after a pause in typing, and only to a well-formed symbol (cleared: every symbol).
  useEffect(() => {
    const typed = text.trim().toUpperCase();
    if (typed && !isWellFormedSymbol(typed)) return;
    const timer = setTimeout(() => {
      setSymbol(typed);
      setPage(1);
    }, SYMBOL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const history = useOrderHistory(source, { status, symbol, page });
  const filtered = status !== 'closed' || symbol !== '';
  const totalPages = history.data ? Math.ceil(history.data.total / history.data.pageSize) : 0;

  let body: ReactNode;
  if (history.isError)
    body = <RetryAlert message="The order history could not be loaded." onRetry={() => void history.refetch()} />;
  else if (history.isPending)
    body = <SkeletonList count={3} label="Loading order history" className="h-20 rounded-xl" />;
  else if (history.data.entries.length === 0)
    body = (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-800 px-6 py-14 text-center">
        <History className="size-10 text-slate-600" aria-hidden="true" />
        <p className="text-lg font-semibold text-white">{filtered ? 'No orders match' : 'No order history yet'}</p>
        <p className="max-w-sm text-sm text-slate-400">
          {filtered
            ? 'Try another status or symbol.'
            : 'Filled, cancelled, expired and rejected orders appear here, with the gain each sale realized.'}
        </p>
      </div>
    );
  else
    body = (
      <>
        <ul className="grid gap-2">
          {history.data.entries.map((e) => (
            <HistoryRow key={`${e.orderId ?? 'trade'}-${e.tradeId ?? 'none'}`} entry={e} timeZone={timeZone} />
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} onPage={setPage} label="Order history pages" />
      </>
    );

  return (
    <section className="grid gap-4" aria-label="Order history">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-44 gap-1.5">
          <Label htmlFor={`${ids}-status`}>Status</Label>
          <Select
            id={`${ids}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as HistoryStatus);
              setPage(1);
            }}
          >
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid w-36 gap-1.5">
          <Label htmlFor={`${ids}-symbol`}>Symbol</Label>
          <Input
            id={`${ids}-symbol`}
            value={text}
            placeholder="Any"
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      {body}
    </section>
  );
}
