import { VerifyEmailScreen } from '@/features/settings/components/verify-email-screen.tsx';

export function VerifyEmailRoute() {
  return (
    <>
      <title>Confirm email — TradeArena</title>
      <VerifyEmailScreen />
    </>
  );
}
