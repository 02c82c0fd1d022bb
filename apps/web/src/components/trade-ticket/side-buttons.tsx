import { ORDER_MESSAGES } from '@tradearena/contracts';
import type { TradeSide } from '@tradearena/domain';
import { SHORT_INITIAL_MARGIN_PERCENT, SHORT_MAINTENANCE_MARGIN_PERCENT } from '@tradearena/domain';
import { Button } from '@/components/ui/button.tsx';
import { SIDE_LABELS } from '@/lib/trading/describe-order.ts';

const SIDE_CLASSES: Record<TradeSide, string> = {
  buy: 'bg-emerald-500 hover:bg-emerald-400',
  sell: '',
  short: 'bg-amber-500 text-slate-950 hover:bg-amber-400',
  cover: 'bg-sky-500 text-slate-950 hover:bg-sky-400',
};

/**
 * The ticket's sides (docs/product/trading.md#short-selling-and-margin): Buy and Sell always; Short where short selling is allowed (where it is switched off,
 * the reason in its place); Cover whenever the student is short of the symbol. A button chooses its side (pressed);
 * a side the order cannot take (`problems`: not affordable, no shares to sell, ...) is disabled with its reason shown
 * under the buttons. What a short is and when a margin call covers it shows only while Short or Cover is chosen.
 */
export function SideButtons({
  id,
  shortSellingAllowed,
  shortHeld,
  chosen,
  problems,
  onChoose,
}: {
  id: string;
  shortSellingAllowed: boolean;
  /** Shares of the symbol sold short (0 when none). */
  shortHeld: number;
  chosen: TradeSide;
  /** Why a side cannot take the order as written (the side is disabled); absent when it can. */
  problems: Partial<Record<TradeSide, string>>;
  onChoose: (side: TradeSide) => void;
}) {
  const sides: TradeSide[] = [
    'buy',
    'sell',
    ...(shortSellingAllowed ? ['short' as const] : []),
    ...(shortHeld > 0 ? ['cover' as const] : []),
  ];
  const shortChosen = chosen === 'short' || chosen === 'cover';
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        {sides.map((side) => (
          <Button
            key={side}
            size="lg"
            variant={chosen === side ? (side === 'sell' ? 'destructive' : 'default') : 'outline'}
            disabled={problems[side] !== undefined}
            aria-pressed={chosen === side}
            onClick={() => onChoose(side)}
            className={chosen === side ? SIDE_CLASSES[side] : ''}
            aria-describedby={
              [
                problems[side] !== undefined ? sideProblemId(id, side) : '',
                shortChosen && side === chosen ? `${id}-short-note` : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
          >
            {SIDE_LABELS[side]}
          </Button>
        ))}
      </div>
      <SideProblemNotes id={id} sides={sides} problems={problems} />
      {!shortSellingAllowed && (
        <p className="text-xs text-amber-200" data-testid="short-off">
          {ORDER_MESSAGES.shortSellingUnavailable}
          {shortHeld > 0 ? ' Your open short can still be covered.' : ''}
        </p>
      )}
      {shortChosen && (
        <p id={`${id}-short-note`} className="text-xs leading-relaxed text-slate-400">
          {SHORT_NOTE}
        </p>
      )}
    </div>
  );
}

/** The id of the note saying why `side` is disabled (for its control's aria-describedby). */
export const sideProblemId = (id: string, side: TradeSide) => `${id}-${side}-why`;

/** Why each disabled side cannot take the order, one note per side (the ticket's and Quick Trade's). */
export function SideProblemNotes({
  id,
  sides,
  problems,
}: {
  id: string;
  sides: readonly TradeSide[];
  problems: Partial<Record<TradeSide, string>>;
}) {
  return sides.map(
    (side) =>
      problems[side] !== undefined && (
        <p key={side} id={sideProblemId(id, side)} className="text-xs text-amber-200" data-testid={`${side}-why`}>
          {problems[side]}
        </p>
      ),
  );
}

/** What a short is, and when a margin call covers it (ADR 015). */
export const SHORT_NOTE = `Selling short sells shares you borrow, betting the price falls; Cover buys them back. Opening a short holds ${SHORT_INITIAL_MARGIN_PERCENT} % of its value (the proceeds + half of it from your own cash). If your cash falls below ${SHORT_MAINTENANCE_MARGIN_PERCENT} % of your shorts' value, a margin call covers them automatically.`;
