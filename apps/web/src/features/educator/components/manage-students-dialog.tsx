import { UserCog } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import type { ClassFilter } from '../api/educator-queries.ts';
import { StudentList } from './student-list.tsx';

/** Manage Students (docs/product/educators.md#students): the students of the selected class (or all), per league, each removable. */
export function ManageStudentsDialog({ filter, timeZone }: { filter: ClassFilter; timeZone: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserCog aria-hidden="true" />
          Manage Students
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Manage Students</DialogTitle>
          <DialogDescription>A green dot means the student is online now.</DialogDescription>
        </DialogHeader>
        <StudentList filter={filter} timeZone={timeZone} />
      </DialogContent>
    </Dialog>
  );
}
