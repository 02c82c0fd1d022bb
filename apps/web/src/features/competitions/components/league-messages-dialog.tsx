import type { Competition } from '@tradearena/contracts';
import { MessageSquare } from 'lucide-react';
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
import { useStudentAnnouncements } from '../api/get-student-announcements.ts';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read.ts';
import { AnnouncementItem } from './announcement-item.tsx';

/**
 * Messages of a class league (docs/product/educators.md#announcements): the educator's announcements, newest first, refetched every 30 s,
 * with the unread count on the button. Opening the dialog marks the unread ones read; they stay marked New while
 * it is open.
 */
export function LeagueMessagesDialog({ league, timeZone }: { league: Competition; timeZone: string }) {
  const announcements = useStudentAnnouncements().data ?? [];
  const markRead = useMarkAnnouncementRead();
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const mine = announcements
    .filter((a) => a.competitionId === league.id)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const unread = mine.filter((a) => !a.isRead);

  const onOpenChange = (open: boolean) => {
    if (!open) return;
    setNewIds(new Set(unread.map((a) => a.id)));
    for (const a of unread) markRead.mutate(a.id);
  };

  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          // The name starts with what the button shows, "Messages 2" (WCAG 2.5.3).
          aria-label={`Messages${unread.length > 0 ? ` (${unread.length} unread)` : ''} of ${league.name}`}
        >
          <MessageSquare aria-hidden="true" />
          Messages{' '}
          {unread.length > 0 && (
            <span className="rounded-full bg-emerald-500 px-1.5 text-[0.65rem] font-bold text-slate-950">
              {unread.length}
            </span>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>League Messages</DialogTitle>
          <DialogDescription>Messages from your educator in {league.name}</DialogDescription>
        </DialogHeader>
        {mine.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-400">No messages from your educator yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Messages">
            {mine.map((a) => (
              <AnnouncementItem key={a.id} announcement={a} isNew={newIds.has(a.id)} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
