import { COMPETITION_MESSAGES, FRIEND_LEAGUE } from '@tradearena/contracts';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer.tsx';
import { FormField } from '@/components/form-field.tsx';
import { LeagueCreated } from '@/components/leagues/league-created.tsx';
import { RankingModeSelect } from '@/components/leagues/ranking-mode-select.tsx';
import { ShortSellingCheckbox } from '@/components/leagues/short-selling-checkbox.tsx';
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
import { Select } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type CreateLeagueInput, useCreateLeague } from '../api/create-league.ts';
import { DEFAULT_LEAGUE_START_TIME, LEAGUE_START_TIMES, todayInLeagueZone } from '../lib/league-start-times.ts';

const EMPTY: CreateLeagueInput = {
  name: '',
  displayName: '',
  description: '',
  startDate: '',
  startTime: DEFAULT_LEAGUE_START_TIME,
  durationDays: FRIEND_LEAGUE.defaultDurationDays,
  maxParticipants: FRIEND_LEAGUE.defaultMaxPlayers,
  shortSellingAllowed: true,
  rankingMode: 'return',
};

/**
 * Create Friend League (docs/product/competitions.md#friend-leagues): name and display name required; start date (blank = today) and time
 * (8:00 AM–4:00 PM Central, default 12:30 PM), duration (default 30 days), max players (default 12), short selling
 * (docs/product/competitions.md#league-settings; on by default). On success the dialog shows the invite code to share.
 */
export function CreateLeagueDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const { created, onCreated, clear } = useCreatedLeague(COMPETITION_MESSAGES.leagueCreated, 'friends');
  const create = useCreateLeague();
  const set = <K extends keyof CreateLeagueInput>(key: K, value: CreateLeagueInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    setOpen(next);
    if (!next) {
      setForm(EMPTY);
      clear();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, name: form.name.trim(), displayName: form.displayName.trim() };
    if (!input.name || !input.displayName) {
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: COMPETITION_MESSAGES.fillLeagueNameAndDisplayName,
      });
      return;
    }
    create.mutate(
      { ...input, description: input.description.trim() },
      {
        onSuccess: onCreated,
        onError: (error) => toastError('Creation Failed', error, 'Failed to create league. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create Friend League
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {created ? (
          <LeagueCreated
            title={COMPETITION_MESSAGES.leagueCreated}
            name={created.name}
            inviteCode={created.inviteCode}
            joiners="Friends"
            onDone={() => onOpenChange(false)}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create Friend League">
            <DialogHeader>
              <DialogTitle>Create Friend League</DialogTitle>
              <DialogDescription>
                Every player starts with $100,000. Friend leagues win achievements, not cash.
              </DialogDescription>
            </DialogHeader>
            <FormField id="league-name" label="League name">
              <Input id="league-name" maxLength={100} value={form.name} onChange={(e) => set('name', e.target.value)} />
            </FormField>
            <FormField id="league-display-name" label="Your display name">
              <Input
                id="league-display-name"
                maxLength={50}
                autoComplete="nickname"
                value={form.displayName}
                onChange={(e) => set('displayName', e.target.value)}
              />
            </FormField>
            <FormField id="league-description" label="Description (optional)">
              <Input
                id="league-description"
                maxLength={1000}
                value={form.description}
                onChange={(e) => set('description', e.target.value)}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="league-start-date" label="Start date">
                <Input
                  id="league-start-date"
                  type="date"
                  min={todayInLeagueZone()}
                  value={form.startDate}
                  onChange={(e) => set('startDate', e.target.value)}
                  aria-describedby="league-start-date-help"
                />
                <p id="league-start-date-help" className="text-xs text-slate-400">
                  Leave blank to start today.
                </p>
              </FormField>
              <FormField id="league-start-time" label="Start time (Central)">
                <Select
                  id="league-start-time"
                  value={form.startTime}
                  onChange={(e) => set('startTime', e.target.value)}
                >
                  {LEAGUE_START_TIMES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField id="league-duration" label="Duration">
                <Select
                  id="league-duration"
                  value={form.durationDays}
                  onChange={(e) => set('durationDays', Number(e.target.value))}
                >
                  {FRIEND_LEAGUE.durationsDays.map((d) => (
                    <option key={d} value={d}>
                      {d} {d === 1 ? 'day' : 'days'}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField id="league-max-players" label="Max players">
                <Select
                  id="league-max-players"
                  value={form.maxParticipants}
                  onChange={(e) => set('maxParticipants', Number(e.target.value))}
                >
                  {FRIEND_LEAGUE.maxPlayersOptions.map((n) => (
                    <option key={n} value={n}>
                      {n} players
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
            <RankingModeSelect
              id="league-ranking-mode"
              label="Rank players by"
              value={form.rankingMode}
              onChange={(mode) => set('rankingMode', mode)}
            />
            <ShortSellingCheckbox
              id="league-short-selling"
              checked={form.shortSellingAllowed}
              onChange={(checked) => set('shortSellingAllowed', checked)}
            />
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
