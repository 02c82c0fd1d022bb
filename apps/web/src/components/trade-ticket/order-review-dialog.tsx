import { type HouseRules, toDomainHouseRules } from '@tradearena/contracts';
import {
  commissionCents,
  isBuySide,
  SHORT_INITIAL_MARGIN_PERCENT,
  type TradeSide,
  toCents,
  toDollars,
} from '@tradearena/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useStoredUser } from '@/lib/auth-storage.ts';
import { formatCurrency } from '@/lib/format.ts';
import { ownMarginFor } from '@/lib/trading/check-side.ts';
import { SIDE_LABELS } from '@/lib/trading/describe-order.ts';
import { hasShortSaleExplained, rememberShortSaleExplained } from '@/lib/trading/short-sale-explained.ts';
import { FigureRow as Row } from './order-estimate.tsx';
import { SHORT_NOTE } from './side-buttons.tsx';

/**
 * The Review step of the ticket: the order as it will be sent, its estimated cost (buy, cover) or proceeds (sell,
 * short) at `perShare`, the fees and the buying power after it — a buy or a new short's own margin (50 % of its
 * value) takes from it, a sale's proceeds or a cover's freed margin add to it, and the fees take from it. Fees are the
 * league's commission (`rules`, docs/decisions/026-house-rules-and-the-journal.md: charged on every fill), estimated at
 * `perShare`; none elsewhere. `note` says when it fills (a closed
 * market). A short shows the margin it holds and what a short is; before the player's first short (in this browser),
 * Confirm waits for "I understand" and then remembers it. Confirm hands the order back; Back closes the review.
 * The trade ticket and Quick Trade both review through it.
 */
export function OrderReviewDialog({
  side,
  summary,
  quantity,
  perShare,
  buyingPower,
  note,
  rules,
  onConfirm,
  onClose,
}: {
  side: TradeSide;
  /** "Buy 10 MSFT · Market · Day". */
  summary: string;
  quantity: number;
  perShare: number | undefined;
  buyingPower: number | undefined;
  note: string;
  /** The league's house rules: their commission is the fee. */
  rules?: HouseRules | null | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const user = useStoredUser();
  const [understood, setUnderstood] = useState(false);
  const total = perShare !== undefined ? quantity * perShare : undefined;
  const own = total !== undefined ? ownMarginFor(total) : undefined;
  const commission = rules?.commission ? toDomainHouseRules(rules).commission : null;
  const fees = total !== undefined ? toDollars(commissionCents(commission, toCents(total))) : undefined;
  const change =
    total === undefined || own === undefined || fees === undefined
      ? undefined
      : { buy: -total, sell: total, short: -own, cover: own }[side] - fees;
  const after = buyingPower !== undefined && change !== undefined ? Math.max(0, buyingPower + change) : undefined;
  const money = (dollars: number | undefined) => (dollars !== undefined ? formatCurrency(dollars) : '—');
  // Read once: the acknowledgement is remembered on Confirm, while the dialog still shows.
  const [askFirstShort] = useState(() => side === 'short' && !hasShortSaleExplained(user?.id));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Review your order</DialogTitle>
          <DialogDescription>{summary}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2 rounded-xl bg-slate-950/50 p-4 text-sm">
          <Row label="Price per share" testId="review-price">
            {money(perShare)}
          </Row>
          <Row label={isBuySide(side) ? 'Estimated cost' : 'Estimated proceeds'} testId="review-total">
            {money(total)}
          </Row>
          <Row label={commission ? 'Estimated commission' : 'Fees'} testId="review-fees">
            {commission ? money(fees) : formatCurrency(0)}
          </Row>
          {side === 'short' && (
            <Row label={`Margin held (${SHORT_INITIAL_MARGIN_PERCENT} %)`} testId="review-margin">
              {money(total !== undefined && own !== undefined ? total + own : undefined)}
            </Row>
          )}
          {buyingPower !== undefined && (
            <Row label="Buying power after" testId="review-buying-power-after">
              {money(after)}
            </Row>
          )}
        </dl>
        {note && <p className="text-sm text-amber-100">{note}</p>}
        {side === 'short' && <p className="text-xs leading-relaxed text-slate-400">{SHORT_NOTE}</p>}
        {askFirstShort && (
          <div className="grid gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm text-amber-100">
            <p className="font-semibold">Your first short sale</p>
            <p>
              You sell {quantity.toLocaleString('en-US')} shares you do not own and must buy them back later. If the
              price rises instead of falling, every dollar it rises is a dollar lost per share, with no limit.
            </p>
            <label htmlFor={`${id}-understood`} className="flex items-start gap-2">
              <input
                id={`${id}-understood`}
                type="checkbox"
                checked={understood}
                onChange={(e) => setUnderstood(e.target.checked)}
                className="mt-0.5 size-4 accent-amber-500"
              />
              I understand how a short sale can lose money and that a margin call may cover it.
            </label>
          </div>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            Back
          </Button>
          <Button
            variant={isBuySide(side) ? 'default' : 'destructive'}
            disabled={askFirstShort && !understood}
            onClick={() => {
              if (side === 'short') rememberShortSaleExplained(user?.id);
              onConfirm();
            }}
          >
            Confirm {SIDE_LABELS[side]}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
