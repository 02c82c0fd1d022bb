import { EXTRA_PARTICIPANT, LEAGUE_EXTENSION, type VIRTUAL_CASH_PACKAGES } from '@tradearena/contracts';
import { formatWholeDollars } from '@/lib/format.ts';

export type CashPackage = (typeof VIRTUAL_CASH_PACKAGES)[number];

/**
 * What the payment dialog is opened with (docs/product/store-and-bank.md#league-extensions-and-extra-slots): the type, the price, a description, and the league and slot
 * count or the virtual amount. Money in integer cents; the server checks the price against its own table.
 */
export type PaymentRequest =
  | { type: 'virtual_cash'; priceCents: number; description: string; virtualAmountCents: number }
  | { type: 'league_extension'; priceCents: number; description: string; leagueId: number; leagueName: string }
  | {
      type: 'extra_participants';
      priceCents: number;
      description: string;
      leagueId: number;
      leagueName: string;
      participantCount: number;
    };

export function cashPurchase(pack: CashPackage): PaymentRequest {
  return {
    type: 'virtual_cash',
    priceCents: pack.priceCents,
    description: `${pack.name}: ${formatWholeDollars(pack.amountCents / 100)} of virtual cash`,
    virtualAmountCents: pack.amountCents,
  };
}

export function extensionPurchase(league: { id: number; name: string }): PaymentRequest {
  return {
    type: 'league_extension',
    priceCents: LEAGUE_EXTENSION.priceCents,
    description: `Extend ${league.name} by ${LEAGUE_EXTENSION.days} days`,
    leagueId: league.id,
    leagueName: league.name,
  };
}

export function extraParticipantsPurchase(league: { id: number; name: string }, count: number): PaymentRequest {
  return {
    type: 'extra_participants',
    priceCents: EXTRA_PARTICIPANT.priceCents * count,
    description: `${count} extra participant ${count === 1 ? 'slot' : 'slots'} for ${league.name}`,
    leagueId: league.id,
    leagueName: league.name,
    participantCount: count,
  };
}
