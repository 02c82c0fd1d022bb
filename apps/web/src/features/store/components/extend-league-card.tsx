import { LEAGUE_EXTENSION, PAYMENT_MESSAGES, type UserLeague } from '@tradearena/contracts';
import { CalendarPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { formatCurrency } from '@/lib/format.ts';
import { extensionPurchase, type PaymentRequest } from '../lib/payment-request.ts';
import { LeagueSelect } from './league-select.tsx';

/** Extend League (docs/product/store-and-bank.md#league-extensions-and-extra-slots): 30 more days for $5.99; a league must be chosen. */
export function ExtendLeagueCard({
  leagues,
  onBuy,
}: {
  leagues: readonly UserLeague[];
  onBuy: (request: PaymentRequest) => void;
}) {
  const [leagueId, setLeagueId] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const league = leagues.find((l) => String(l.id) === leagueId);
    if (!league)
      return void toast({
        variant: 'destructive',
        title: 'League Required',
        description: PAYMENT_MESSAGES.leagueRequired,
      });
    onBuy(extensionPurchase(league));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarPlus className="size-5 text-emerald-400" aria-hidden="true" />
          Extend League
        </CardTitle>
        <CardDescription>
          Keep one of your private leagues running {LEAGUE_EXTENSION.days} more days, for{' '}
          {formatCurrency(LEAGUE_EXTENSION.priceCents / 100)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Extend league">
          <LeagueSelect id="extend-league" leagues={leagues} value={leagueId} onChange={setLeagueId} />
          <Button type="submit">Extend for {formatCurrency(LEAGUE_EXTENSION.priceCents / 100)}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
