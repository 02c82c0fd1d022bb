import { BrochurePage } from '@/features/educator-signup/components/brochure-page.tsx';

/** /brochure. */
export function BrochureRoute() {
  return (
    <>
      <title>Educators — TradeArena</title>
      <BrochurePage />
    </>
  );
}
