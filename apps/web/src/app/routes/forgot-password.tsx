import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';

export function ForgotPasswordRoute() {
  return (
    <>
      <title>Forgot password — TradeArena</title>
      <ForgotPasswordForm />
    </>
  );
}
