import { LandingPage } from '@/features/landing/components/landing-page.tsx';

export function LandingRoute() {
  return (
    <>
      <title>TradeArena — learn trading through competitive gaming</title>
      <LandingPage />
    </>
  );
}
