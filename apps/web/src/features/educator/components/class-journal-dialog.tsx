import { NotebookPen } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { formatCurrency } from '@/lib/format.ts';
import { formatInstant } from '@/lib/format-in-zone.ts';
import { useClassJournal } from '../api/get-class-journal.ts';
import { LeagueDialog } from './league-dialog.tsx';

const VERBS = { buy: 'Bought', sell: 'Sold', short: 'Shorted', cover: 'Covered' } as const;

/** The class's notes and reflections, newest first (ADR 026); fetched when opened. Text is shown as typed. */
function JournalEntries({ leagueId, timeZone }: { leagueId: number; timeZone: string }) {
  const journal = useClassJournal(leagueId);
  if (journal.isPending) return <p className="text-sm text-slate-400">Loading the journal…</p>;
  if (journal.isError) return <p className="text-sm text-red-300">The journal could not be loaded.</p>;
  const entries = journal.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) return <p className="text-sm text-slate-400">No notes yet.</p>;
  return (
    <div className="grid gap-3">
      <ol className="grid gap-2">
        {entries.map((e) => (
          <li key={e.tradeId} className="rounded-lg border border-slate-800 bg-slate-950/40 p-3">
            <p className="text-xs text-slate-400">
              <span className="font-medium text-slate-200">{e.displayName}</span> · {VERBS[e.side]} {e.quantity}{' '}
              {e.symbol} at {formatCurrency(e.price)} · {formatInstant(new Date(e.executedAt), timeZone)}
            </p>
            {e.note && <p className="mt-1 whitespace-pre-line break-words text-sm text-white">{e.note}</p>}
            {e.reflection && (
              <p className="mt-1 whitespace-pre-line break-words text-sm italic text-sky-200">
                Reflection: {e.reflection}
              </p>
            )}
          </li>
        ))}
      </ol>
      {journal.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          disabled={journal.isFetchingNextPage}
          onClick={() => void journal.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}

/** Journal: the students' trade notes and reflections of one class. */
export function ClassJournalDialog({
  leagueId,
  leagueName,
  timeZone,
}: {
  leagueId: number;
  leagueName: string;
  timeZone: string;
}) {
  return (
    <LeagueDialog
      icon={NotebookPen}
      action="Journal"
      leagueName={leagueName}
      description="Why your students traded, newest first."
    >
      <JournalEntries leagueId={leagueId} timeZone={timeZone} />
    </LeagueDialog>
  );
}
