import { StorePage } from '@/features/store/components/store-page.tsx';

/** /store. */
export function StoreRoute() {
  return (
    <>
      <title>Premium Store — TradeArena</title>
      <StorePage />
    </>
  );
}
