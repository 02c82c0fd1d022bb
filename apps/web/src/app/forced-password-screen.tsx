import { Button } from '@/components/ui/button.tsx';
import { useSignOut } from '@/features/auth/hooks/use-sign-out.ts';
import { PasswordForm } from '@/features/settings/components/password-form.tsx';
import { updateStoredUser } from '@/lib/auth-storage.ts';

/**
 * The first sign-in of a student account a teacher created (docs/decisions/024-managed-student-accounts.md): the
 * server refuses every other call until a new password is set, so this screen replaces the app until then.
 */
export function ForcedPasswordScreen() {
  const signOut = useSignOut();
  return (
    <main className="mx-auto grid min-h-dvh max-w-lg content-center gap-4 p-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white">Choose your own password</h1>
        <p className="mt-1.5 text-sm text-slate-400">
          Your teacher gave you a temporary password. Type it below, then choose a new password that only you know.
        </p>
      </div>
      <PasswordForm
        title="New password"
        currentLabel="Temporary password"
        onChanged={() => updateStoredUser({ mustChangePassword: false })}
      />
      <Button variant="ghost" onClick={() => void signOut()}>
        Sign out
      </Button>
    </main>
  );
}
