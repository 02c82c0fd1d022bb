import { ScreenerPage } from '@/features/screener/components/screener-page.tsx';

/** /screener: the stock screener (issue 15). */
export function ScreenerRoute() {
  return (
    <>
      <title>Stock Screener — TradeArena</title>
      <ScreenerPage />
    </>
  );
}
