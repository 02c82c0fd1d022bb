import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * One of a class league card's dialogs (docs/product/educators.md#class-leagues): a small '{action}' button (named '{action} of {league}'), the
 * dialog titled '{league} {action}' in lower case. `children` mount only while it is open, so what they fetch is
 * fetched on opening.
 */
export function LeagueDialog({
  icon: Icon,
  action,
  leagueName,
  description,
  className,
  children,
}: {
  icon: LucideIcon;
  action: string;
  leagueName: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`${action} of ${leagueName}`}>
          <Icon aria-hidden="true" />
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent className={cn('max-h-[90dvh] overflow-y-auto', className)}>
        <DialogHeader>
          <DialogTitle>
            {leagueName} {action.toLowerCase()}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
