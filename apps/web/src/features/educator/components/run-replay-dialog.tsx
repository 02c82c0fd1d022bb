import { History } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialogFooter } from '@/components/form-dialog-footer.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { paths } from '@/lib/paths.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useRunClassReplay } from '../api/run-class-replay.ts';
import { ClassPickField, type ClassRef, defaultClassId } from './class-pick-field.tsx';

const DAY_CHOICES = [1, 2, 3, 4, 5] as const;

/**
 * Run a replay: a Mystery Day for one class, starting now (any day of the week): 1–5 real trading days of the
 * S&P 500, each played in 2–390 minutes (30 by default), the real day drawn at random unless the educator picks one.
 * Opens the replay's page once created.
 */
export function RunReplayDialog({ classes, selected }: { classes: ClassRef[]; selected: ClassRef | null }) {
  const [open, setOpen] = useState(false);
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const [days, setDays] = useState(1);
  const [minutes, setMinutes] = useState('30');
  const [startDate, setStartDate] = useState('');
  const run = useRunClassReplay();
  const navigate = useNavigate();
  const minutesPerDay = Number(minutes);
  const ready = leagueId !== null && Number.isInteger(minutesPerDay) && minutesPerDay >= 2 && minutesPerDay <= 390;

  const onOpenChange = (next: boolean) => {
    if (run.isPending) return;
    setOpen(next);
    if (next) setLeagueId(defaultClassId(classes, selected));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || leagueId === null) return;
    const chosen = startDate.trim();
    run.mutate(
      { leagueId, days, minutesPerDay, ...(chosen ? { startDate: chosen } : {}) },
      {
        onSuccess: (r) => {
          setOpen(false);
          navigate(paths.replay.getHref(r.replay.id));
        },
        onError: (error) => toastError('Could not start the replay', error, 'Please try again.'),
      },
    );
  };

  return (
    <>
      <Button variant="outline" onClick={() => onOpenChange(true)} disabled={classes.length === 0}>
        <History aria-hidden="true" />
        Run a replay
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Run a replay">
            <DialogHeader>
              <DialogTitle>Run a replay</DialogTitle>
              <DialogDescription>
                Your class trades a real stretch of S&amp;P 500 history together, fast. The date stays secret until the
                end.
              </DialogDescription>
            </DialogHeader>
            <ClassPickField id="replay-class" classes={classes} value={leagueId} onChange={setLeagueId} />
            <FormField id="replay-days" label="Trading days">
              <Select id="replay-days" value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
                {DAY_CHOICES.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="replay-minutes" label="Minutes per trading day (2–390)">
              <Input
                id="replay-minutes"
                inputMode="numeric"
                value={minutes}
                onChange={(e) => setMinutes(e.target.value.replace(/\D/g, ''))}
              />
            </FormField>
            <FormField id="replay-start-date" label="Real first day (optional, 2000–2020)">
              <Input
                id="replay-start-date"
                placeholder="Drawn at random"
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
              />
            </FormField>
            <FormDialogFooter
              onCancel={() => onOpenChange(false)}
              pending={run.isPending}
              submitLabel="Start replay"
              pendingLabel="Starting…"
              disabled={!ready}
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
