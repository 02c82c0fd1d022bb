import { ScreenerPage } from '@/features/screener/components/screener-page.tsx';

/** /screener: the stock screener (docs/product/trading.md#trending-and-screener). */
export function ScreenerRoute() {
  return (
    <>
      <title>Stock Screener — TradeArena</title>
      <ScreenerPage />
    </>
  );
}
