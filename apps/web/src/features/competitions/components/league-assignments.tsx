import type { Assignment, Competition } from '@tradearena/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AssignmentDetailDialog } from '@/components/assignments/assignment-detail-dialog.tsx';
import { AssignmentRow } from '@/components/assignments/assignment-row.tsx';
import { upcomingFirst } from '@/components/assignments/upcoming-first.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { paths } from '@/lib/paths.ts';
import { useNow } from '@/lib/use-now.ts';
import { useLeagueAssignments } from '../api/get-league-assignments.ts';

/** Shown on the card before '+N more assignments' (docs/product/competitions.md#the-trading-leagues-page). */
const SHOWN_ON_CARD = 2;
/** How often the order and the due badges are re-read (an assignment turns overdue while the card is open). */
const REFRESH_MS = 60_000;

/**
 * The assignments of a class league on its card (docs/product/competitions.md#the-trading-leagues-page): the first 2, then '+N more assignments' opening the
 * whole list. Upcoming ones come first (soonest first), then the overdue ones, so old assignments never take the
 * card's slots; each opens the detail dialog, whose View Portfolio goes to the league's portfolio. Nothing while
 * there are none (a failed lookup is an empty list).
 */
export function LeagueAssignments({ league, timeZone }: { league: Competition; timeZone: string }) {
  const nowMs = useNow(REFRESH_MS);
  const now = new Date(nowMs);
  const assignments = upcomingFirst(useLeagueAssignments(league.id).data ?? [], now);
  const [selected, setSelected] = useState<Assignment | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const navigate = useNavigate();
  if (assignments.length === 0) return null;
  const more = assignments.length - SHOWN_ON_CARD;
  const headingId = `league-${league.id}-assignments`;
  const open = (assignment: Assignment) => {
    setListOpen(false);
    setSelected(assignment);
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-xs font-semibold uppercase tracking-wider text-slate-400">
        Assignments
      </h4>
      <ul className="grid gap-2">
        {assignments.slice(0, SHOWN_ON_CARD).map((a) => (
          <li key={a.id}>
            <AssignmentRow assignment={a} timeZone={timeZone} now={now} onSelect={open} />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Dialog open={listOpen} onOpenChange={setListOpen}>
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setListOpen(true)}>
            +{more} more {more === 1 ? 'assignment' : 'assignments'}
          </Button>
          <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
            <DialogHeader>
              <DialogTitle>Assignments</DialogTitle>
              <DialogDescription>{league.name}</DialogDescription>
            </DialogHeader>
            <ul className="grid gap-2">
              {assignments.map((a) => (
                <li key={a.id}>
                  <AssignmentRow assignment={a} timeZone={timeZone} now={now} onSelect={open} />
                </li>
              ))}
            </ul>
          </DialogContent>
        </Dialog>
      )}
      <AssignmentDetailDialog
        assignment={selected}
        timeZone={timeZone}
        now={now}
        onClose={() => setSelected(null)}
        onViewPortfolio={() => navigate(paths.leaguePortfolio.getHref(league.id))}
      />
    </section>
  );
}
