import { LoginForm } from '@/features/auth/components/login-form.tsx';

export function LoginRoute() {
  return (
    <>
      <title>Sign in — TradeArena</title>
      <LoginForm />
    </>
  );
}
