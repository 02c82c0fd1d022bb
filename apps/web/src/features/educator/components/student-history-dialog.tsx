import type { EducatorStudent } from '@tradearena/contracts';
import { History } from 'lucide-react';
import { OrderHistory } from '@/components/order-history/order-history.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

/** History on a student of a class: the student's order history in that class, as the student sees it. */
export function StudentHistoryDialog({ student, timeZone }: { student: EducatorStudent; timeZone: string }) {
  const name = student.displayName || student.firstName;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`History of ${name}`}>
          <History aria-hidden="true" />
          History
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{name}'s order history</DialogTitle>
          <DialogDescription>
            Fills, cancellations, expiries and rejections in {student.leagueName}, newest first.
          </DialogDescription>
        </DialogHeader>
        <OrderHistory
          source={{ kind: 'student', leagueId: student.leagueId, userId: student.userId }}
          timeZone={timeZone}
        />
      </DialogContent>
    </Dialog>
  );
}
