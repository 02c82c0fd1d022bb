import { Badge } from '@/components/ui/badge.tsx';
import { dueStatus } from './due-status.ts';

/**
 * Overdue, Due Today, Due Tomorrow or 'N days left' (docs/product/educators.md#due-status), counted in calendar days of the viewer's zone;
 * 3 days or fewer in the warning colour, overdue in red. `now` is the current time unless given.
 */
export function DueStatusBadge({ dueDate, timeZone, now }: { dueDate: string; timeZone: string; now?: Date }) {
  const status = dueStatus(dueDate, now ?? new Date(), timeZone);
  const variant = status.kind === 'overdue' ? 'destructive' : status.warning ? 'warning' : 'secondary';
  return (
    <Badge variant={variant} className="shrink-0">
      {status.label}
    </Badge>
  );
}
