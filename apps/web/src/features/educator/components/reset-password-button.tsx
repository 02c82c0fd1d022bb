import type { EducatorStudent } from '@tradearena/contracts';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useResetStudentPassword } from '../api/reset-student-password.ts';
import { rememberLoginCards } from '../lib/login-cards.ts';

/**
 * Reset password of a student account the teacher manages: a new temporary password shown here once (and added to
 * the class's login cards); the student is signed out everywhere and chooses a new password at the next sign-in.
 */
export function ResetPasswordButton({ student, name }: { student: EducatorStudent; name: string }) {
  const reset = useResetStudentPassword();
  const run = () =>
    reset.mutate(student.userId, {
      onSuccess: (answer) =>
        rememberLoginCards(student.leagueId, [
          {
            userId: answer.userId,
            firstName: student.firstName,
            lastName: student.lastName ?? '',
            username: answer.username,
            temporaryPassword: answer.temporaryPassword,
          },
        ]),
      onError: (error) => toastError('Error resetting the password', error, 'Please try again.'),
    });
  if (reset.data) {
    return (
      <p className="text-sm text-slate-200" role="status">
        New temporary password for {reset.data.username}:{' '}
        <strong className="font-mono text-white">{reset.data.temporaryPassword}</strong>{' '}
        <Link to={paths.loginCards.getHref(student.leagueId)} className="text-emerald-400 underline">
          Print card
        </Link>
      </p>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={run}
      disabled={reset.isPending}
      aria-label={`Reset password of ${name}`}
    >
      <KeyRound aria-hidden="true" />
      {reset.isPending ? 'Resetting...' : 'Reset password'}
    </Button>
  );
}
