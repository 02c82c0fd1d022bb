import { EXTRA_PARTICIPANT, PAYMENT_MESSAGES, type UserLeague } from '@tradearena/contracts';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { formatCurrency } from '@/lib/format.ts';
import { clampSlots } from '../lib/clamp-slots.ts';
import { extraParticipantsPurchase, type PaymentRequest } from '../lib/payment-request.ts';
import { LeagueSelect } from './league-select.tsx';

/**
 * Add Extra Participants (docs/product/store-and-bank.md#league-extensions-and-extra-slots): $0.99 per slot, 1 to 50 at once (the field is clamped, default 1); a
 * league with a participant limit must be chosen.
 */
export function ExtraParticipantsCard({
  leagues,
  onBuy,
}: {
  leagues: readonly UserLeague[];
  onBuy: (request: PaymentRequest) => void;
}) {
  const [leagueId, setLeagueId] = useState('');
  // Text while typing (may be blank for a moment); clamped on every change and on blur.
  const [count, setCount] = useState(String(EXTRA_PARTICIPANT.minSlots));
  const slots = count === '' ? null : clampSlots(count);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const league = leagues.find((l) => String(l.id) === leagueId);
    if (!league)
      return void toast({
        variant: 'destructive',
        title: 'League Required',
        description: PAYMENT_MESSAGES.leagueRequiredForSlots,
      });
    if (slots === null)
      return void toast({
        variant: 'destructive',
        title: 'Invalid Number',
        description: PAYMENT_MESSAGES.participantCountRange,
      });
    onBuy(extraParticipantsPurchase(league, slots));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-5 text-emerald-400" aria-hidden="true" />
          Add Extra Participants
        </CardTitle>
        <CardDescription>
          Room for more friends in a league: {formatCurrency(EXTRA_PARTICIPANT.priceCents / 100)} per slot,{' '}
          {EXTRA_PARTICIPANT.minSlots} to {EXTRA_PARTICIPANT.maxSlots} at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add extra participants">
          <LeagueSelect id="slots-league" leagues={leagues} value={leagueId} onChange={setLeagueId} />
          <FormField id="slots-count" label="Extra participants">
            <Input
              id="slots-count"
              type="number"
              inputMode="numeric"
              min={EXTRA_PARTICIPANT.minSlots}
              max={EXTRA_PARTICIPANT.maxSlots}
              step={1}
              value={count}
              onChange={(e) => setCount(e.target.value === '' ? '' : String(clampSlots(e.target.value)))}
              onBlur={() => setCount(String(clampSlots(count)))}
            />
          </FormField>
          <Button type="submit">
            Add for {formatCurrency(((slots ?? EXTRA_PARTICIPANT.minSlots) * EXTRA_PARTICIPANT.priceCents) / 100)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
