import type { Announcement } from '@tradearena/contracts';
import { Badge } from '@/components/ui/badge.tsx';
import { formatInstant } from '@/lib/format-in-zone.ts';

function PriorityBadge({ priority }: { priority: Announcement['priority'] }) {
  if (priority === 'urgent') return <Badge variant="destructive">Urgent</Badge>;
  if (priority === 'high') return <Badge variant="warning">High</Badge>;
  return null;
}

/** One educator message: title, priority badge (urgent, high), New while unread, when it was sent, the text. */
export function AnnouncementItem({
  announcement,
  isNew,
  timeZone,
}: {
  announcement: Announcement;
  isNew: boolean;
  timeZone: string;
}) {
  const titleId = `announcement-${announcement.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={`grid gap-1 rounded-lg border p-3 ${isNew ? 'border-emerald-500/40 bg-emerald-500/5' : 'border-slate-800 bg-slate-950/40'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="break-words text-sm font-semibold text-white">
          {announcement.title}
        </h3>
        <PriorityBadge priority={announcement.priority} />
        {isNew && <Badge>New</Badge>}
      </div>
      <p className="text-xs text-slate-400">
        <time dateTime={announcement.createdAt}>{formatInstant(new Date(announcement.createdAt), timeZone)}</time>
      </p>
      <p className="whitespace-pre-line break-words text-sm text-slate-200">{announcement.message}</p>
    </li>
  );
}
