import { Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { StudentList } from './student-list.tsx';

/** Per-league students (spec 02 §2): who joined this class, online or not, each removable. */
export function LeagueStudentsDialog({ leagueId, leagueName }: { leagueId: number; leagueName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Students of ${leagueName}`}>
          <Users aria-hidden="true" />
          Students
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{leagueName} students</DialogTitle>
          <DialogDescription>A green dot means the student is online now.</DialogDescription>
        </DialogHeader>
        {open && <StudentList filter={leagueId} />}
      </DialogContent>
    </Dialog>
  );
}
