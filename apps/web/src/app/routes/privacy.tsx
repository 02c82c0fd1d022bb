import { PrivacyPolicy } from '@/features/legal/components/privacy-policy.tsx';

export function PrivacyRoute() {
  return (
    <>
      <title>Privacy Policy — TradeArena</title>
      <PrivacyPolicy />
    </>
  );
}
