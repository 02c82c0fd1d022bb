import { TermsOfService } from '@/features/legal/components/terms-of-service.tsx';

export function TermsRoute() {
  return (
    <>
      <title>Terms of Service — TradeArena</title>
      <TermsOfService />
    </>
  );
}
