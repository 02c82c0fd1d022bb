import { EDUCATOR_MESSAGES } from '@tradearena/contracts';
import { CLASS_LEAGUE_DEFAULT_DURATION_DAYS, CLASS_LEAGUE_DEFAULT_MAX_STUDENTS } from '@tradearena/domain';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormDialogFooter } from '@/components/form-dialog-footer.tsx';
import { FormField, fieldErrorProps } from '@/components/form-field.tsx';
import { LeagueCreated } from '@/components/leagues/league-created.tsx';
import { useCreatedLeague } from '@/components/leagues/use-created-league.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorText } from '@/lib/error-text.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type CreateClassLeagueInput, useCreateClassLeague } from '../api/create-class-league.ts';
import { type ClassLeagueProblem, classLeagueProblem } from '../lib/class-league-problem.ts';
import { DEFAULT_CLASS_START_TIME } from '../lib/class-start-times.ts';
import { ClassLeagueSettingsFields } from './class-league-settings-fields.tsx';

const EMPTY: CreateClassLeagueInput = {
  name: '',
  description: '',
  startDate: '',
  startTime: DEFAULT_CLASS_START_TIME,
  duration: CLASS_LEAGUE_DEFAULT_DURATION_DAYS,
  maxParticipants: CLASS_LEAGUE_DEFAULT_MAX_STUDENTS,
  customStartingBalance: '',
  shortSellingAllowed: false,
  rankingMode: 'excess',
  startNow: false,
};

/**
 * Create New League: name, learning objectives, start now or at a date (not before today) and
 * time in the educator's zone, duration (default 30 days), max students 1–999 (999 = Unlimited), starting balance (min 1,000,
 * step 1,000, blank = 100,000), short selling (docs/product/competitions.md#league-settings; off by default). Checked with the form's texts before
 * sending, each problem shown on its field; the server's refusal shown in the dialog; on success the invite code.
 */
export function CreateClassLeagueDialog({ timeZone }: { timeZone: string }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<ClassLeagueProblem | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const { created, onCreated, clear } = useCreatedLeague(EDUCATOR_MESSAGES.leagueCreated, 'students');
  const create = useCreateClassLeague();
  const set = <K extends keyof CreateClassLeagueInput>(key: K, value: CreateClassLeagueInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    setOpen(next);
    if (!next) {
      setForm(EMPTY);
      setProblem(null);
      setRefused(null);
      clear();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, name: form.name.trim(), description: form.description.trim() };
    const found = classLeagueProblem(input, timeZone, new Date());
    setProblem(found);
    setRefused(null);
    if (found) return;
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        setRefused(errorText(error, 'Failed to create league. Please try again.'));
        toastError('Error creating league', error, 'Failed to create league. Please try again.');
      },
    });
  };

  const nameError = problem?.field === 'name' ? problem.message : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create New League
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {created ? (
          <LeagueCreated
            title={EDUCATOR_MESSAGES.leagueCreated}
            name={created.name}
            inviteCode={created.inviteCode}
            joiners="Students"
            onDone={() => onOpenChange(false)}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create New League">
            <DialogHeader>
              <DialogTitle>Create New League</DialogTitle>
              <DialogDescription>A class league with its own invite code and starting balance.</DialogDescription>
            </DialogHeader>
            <ErrorAlert message={refused} />
            <FormField id="class-league-name" label="League name" error={nameError}>
              <Input
                id="class-league-name"
                maxLength={100}
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
                {...fieldErrorProps('class-league-name', nameError)}
              />
            </FormField>
            <FormField id="class-league-objectives" label="Learning objectives (optional)">
              <Textarea
                id="class-league-objectives"
                maxLength={1000}
                rows={3}
                value={form.description}
                onChange={(e) => set('description', e.target.value)}
              />
            </FormField>
            <ClassLeagueSettingsFields form={form} set={set} timeZone={timeZone} problem={problem} />
            <FormDialogFooter
              onCancel={() => onOpenChange(false)}
              pending={create.isPending}
              submitLabel="Create League"
              pendingLabel="Creating..."
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
