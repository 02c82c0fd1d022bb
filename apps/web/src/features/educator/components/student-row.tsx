import type { EducatorStudent } from '@tradearena/contracts';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { cn } from '@/lib/cn.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useRemoveStudent } from '../api/remove-student.ts';
import { ResetPasswordButton } from './reset-password-button.tsx';
import { StudentHistoryDialog } from './student-history-dialog.tsx';

/**
 * One student of a class: online dot, names (the username of an account the teacher manages), History (their orders
 * in the class), Reset password (managed accounts only) and Remove with a confirmation (the portfolio is archived).
 */
export function StudentRow({ student, timeZone }: { student: EducatorStudent; timeZone: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveStudent();
  const name = student.displayName || student.firstName;
  const confirm = () =>
    remove.mutate(
      { leagueId: student.leagueId, userId: student.userId },
      {
        onSuccess: (result) => toast({ variant: 'success', title: result.message, description: name }),
        onError: (error) => toastError('Error removing student', error, 'Please try again.'),
      },
    );
  return (
    <li className="grid gap-2 rounded-lg border border-slate-800 bg-slate-950/40 px-3 py-2">
      <div className="flex items-center justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2">
          <span
            className={cn('size-2.5 shrink-0 rounded-full', student.isOnline ? 'bg-emerald-400' : 'bg-slate-600')}
            aria-hidden="true"
          />
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-white">{name}</span>
            <span className="block text-xs text-slate-400">
              {student.username ?? student.firstName} · {student.isOnline ? 'Online' : 'Offline'}
            </span>
          </span>
        </span>
        {!confirming && (
          <span className="flex shrink-0 flex-wrap justify-end gap-2">
            <StudentHistoryDialog student={student} timeZone={timeZone} />
            {student.managed && <ResetPasswordButton student={student} name={name} />}
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)} aria-label={`Remove ${name}`}>
              <UserMinus aria-hidden="true" />
              Remove
            </Button>
          </span>
        )}
      </div>
      {confirming && (
        <fieldset aria-label={`Confirm removing ${name}`} className="grid gap-2 text-sm text-slate-300">
          <p>
            Remove {name} from {student.leagueName}? Their portfolio is archived and they can no longer trade in this
            league.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? 'Removing...' : 'Remove student'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Cancel
            </Button>
          </div>
        </fieldset>
      )}
    </li>
  );
}
