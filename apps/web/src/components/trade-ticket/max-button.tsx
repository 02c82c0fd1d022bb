import type { TradeSide } from '@tradearena/domain';
import { Button } from '@/components/ui/button.tsx';

/**
 * Max: fills in the largest quantity of the chosen side (maxQuantity of lib/check-side.ts); disabled while it is not
 * known (no price or buying power yet). Its note tells a screen reader what the largest quantity is.
 */
export function MaxButton({
  id,
  side,
  max,
  onMax,
}: {
  id: string;
  side: TradeSide;
  max: number | undefined;
  onMax: (quantity: number) => void;
}) {
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={max === undefined}
        onClick={() => max !== undefined && onMax(max)}
        aria-describedby={`${id}-max-note`}
      >
        Max
      </Button>
      <span id={`${id}-max-note`} className="sr-only">
        {side === 'sell' || side === 'cover'
          ? 'The whole position.'
          : 'The most shares your buying power allows at the current price.'}
      </span>
    </>
  );
}
