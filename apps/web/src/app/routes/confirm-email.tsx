import { ConfirmEmailScreen } from '@/features/settings/components/confirm-email-screen.tsx';

export function ConfirmEmailRoute() {
  return (
    <>
      <title>Confirm email — TradeArena</title>
      <ConfirmEmailScreen />
    </>
  );
}
