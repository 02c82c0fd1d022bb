import { ORDER_MESSAGES } from '@tradearena/contracts';
import type { TradeSide } from '@tradearena/domain';
import { SHORT_INITIAL_MARGIN_PERCENT, SHORT_MAINTENANCE_MARGIN_PERCENT } from '@tradearena/domain';
import { Button } from '@/components/ui/button.tsx';
import { SIDE_LABELS } from '../lib/describe-order.ts';

const SIDE_CLASSES: Record<TradeSide, string> = {
  buy: 'bg-emerald-500 hover:bg-emerald-400',
  sell: '',
  short: 'border-amber-500/60 text-amber-200 hover:bg-amber-500/10',
  cover: 'border-sky-500/60 text-sky-200 hover:bg-sky-500/10',
};

/**
 * The ticket's sides (issue 17): Buy and Sell always; Short where short selling is allowed (where it is switched off,
 * the reason in its place); Cover whenever the student is short of the symbol. Each button sends its side; the one
 * pending says "Processing...". A line explains what a short is and when a margin call covers it.
 */
export function SideButtons({
  id,
  shortSellingAllowed,
  shortHeld,
  disabled,
  pending,
  onSide,
}: {
  id: string;
  shortSellingAllowed: boolean;
  /** Shares of the symbol sold short (0 when none). */
  shortHeld: number;
  disabled: boolean;
  pending: TradeSide | null;
  onSide: (side: TradeSide) => void;
}) {
  const extra: TradeSide[] = [
    ...(shortSellingAllowed ? ['short' as const] : []),
    ...(shortHeld > 0 ? ['cover' as const] : []),
  ];
  const button = (side: TradeSide) => (
    <Button
      key={side}
      size="lg"
      variant={side === 'sell' ? 'destructive' : side === 'buy' ? 'default' : 'outline'}
      disabled={disabled}
      onClick={() => onSide(side)}
      className={SIDE_CLASSES[side]}
      aria-describedby={side === 'short' || side === 'cover' ? `${id}-short-note` : undefined}
    >
      {pending === side ? 'Processing...' : SIDE_LABELS[side]}
    </Button>
  );
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        {button('buy')}
        {button('sell')}
        {extra.map(button)}
      </div>
      {!shortSellingAllowed && (
        <p className="text-xs text-amber-200" data-testid="short-off">
          {ORDER_MESSAGES.shortSellingUnavailable}
          {shortHeld > 0 ? ' Your open short can still be covered.' : ''}
        </p>
      )}
      {(shortSellingAllowed || shortHeld > 0) && (
        <p id={`${id}-short-note`} className="text-xs leading-relaxed text-slate-400">
          Selling short sells shares you borrow, betting the price falls; Cover buys them back. Opening a short holds{' '}
          {SHORT_INITIAL_MARGIN_PERCENT} % of its value (the proceeds + half of it from your own cash). If your cash
          falls below {SHORT_MAINTENANCE_MARGIN_PERCENT} % of your shorts' value, a margin call covers them
          automatically.
        </p>
      )}
    </div>
  );
}
