import { COMPETITION_MESSAGES } from '@tradearena/contracts';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useJoinChampionship } from '../api/join-championship.ts';

/** Join Tournament (docs/product/competitions.md#championships): joins the current season; success and failure toasts of docs/product/competitions.md#championships. */
export function JoinChampionshipButton({ id, ...props }: { id: number } & Omit<ButtonProps, 'onClick' | 'id'>) {
  const join = useJoinChampionship();
  return (
    <Button
      {...props}
      disabled={join.isPending}
      onClick={() =>
        join.mutate(id, {
          onSuccess: () => toast({ variant: 'success', title: COMPETITION_MESSAGES.championshipJoined }),
          onError: (error) => toastError('Error', error, 'Failed to join competition. Please try again.'),
        })
      }
    >
      {join.isPending ? 'Joining...' : 'Join Tournament'}
    </Button>
  );
}
