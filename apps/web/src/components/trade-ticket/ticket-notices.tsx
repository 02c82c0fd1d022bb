import type { MarketStatusResponse as MarketStatus } from '@tradearena/contracts';
import type { OrderType } from '@tradearena/domain';
import { Ban, Clock3, WifiOff } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { formatInstant } from '@/lib/format-in-zone.ts';
import { marketHolidayName } from '@/lib/market-holiday.ts';
import { marketHoursText } from '@/lib/market-hours-text.ts';

/** Why the ticket takes no order now, in the words the player reads (a title and a sentence). */
export interface TradingHalt {
  title: string;
  description: string;
}

/**
 * The ticket's notices: `halted` (no order may be placed here now, and why) above all; Market Closed (the holiday, the hours, the next open; orders placed now wait for it) when
 * `market` is a closed market's status, else Live price unavailable when the price is stale.
 */
export function TicketNotices({
  market,
  timeZone,
  priceStale,
  orderType,
  halted,
}: {
  /** The status of a closed market; undefined while open (or unknown). */
  market: MarketStatus | undefined;
  timeZone: string;
  priceStale: boolean;
  /** The order being written: placed now, it waits for the next open (a market order fills at its price). */
  orderType: OrderType;
  halted?: TradingHalt | undefined;
}) {
  const holiday = market ? marketHolidayName(market) : null;
  return (
    <>
      {halted && (
        <Alert className="mt-4 border-amber-500/40 bg-amber-500/10 text-amber-100">
          <Ban aria-hidden="true" />
          <div>
            <AlertTitle>{halted.title}</AlertTitle>
            <AlertDescription>{halted.description}</AlertDescription>
          </div>
        </Alert>
      )}
      {market && (
        <Alert className="mt-4 border-amber-500/40 bg-amber-500/10 text-amber-100">
          <Clock3 aria-hidden="true" />
          <div>
            <AlertTitle>Market Closed</AlertTitle>
            <AlertDescription>
              {holiday && <>Closed today for {holiday}. </>}
              Trading is only available during market hours: {marketHoursText(market)}.
              {` Opens ${formatInstant(new Date(market.nextOpenAt), timeZone)}.`}
              {orderType === 'market' ? (
                <> A market order placed now waits and fills at the next open's price.</>
              ) : (
                <> Limit and stop orders placed now wait for the next open.</>
              )}
            </AlertDescription>
          </div>
        </Alert>
      )}
      {priceStale && !market && (
        <Alert className="mt-4 border-amber-500/40 bg-amber-500/10 text-amber-100">
          <WifiOff aria-hidden="true" />
          <div>
            <AlertTitle>Live price unavailable</AlertTitle>
            <AlertDescription>
              The market data provider is not answering, so this is its last known price. Orders can be placed again
              once live prices return.
            </AlertDescription>
          </div>
        </Alert>
      )}
    </>
  );
}
