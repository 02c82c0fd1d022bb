import type { TradeActionResponse } from '@tradearena/contracts';
import {
  commissionCents,
  evaluateHouseRules,
  type PriceMark,
  type TradeSide,
  valuePortfolio,
} from '@tradearena/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import {
  countTradesToday,
  HOUSE_RULE_CODES,
  type LeagueHouseRules,
  localTimeOf,
  readLeagueHouseRules,
  toJournalText,
} from '../competition-core/index.ts';
import type { PortfolioContext } from '../portfolio/index.ts';
import { dollars } from '../portfolio/index.ts';
import { insufficientCashMessage } from './order-messages.ts';
import { type FillPlan, isClosingSide } from './plan-fill.ts';

/** A fill the house rules refuse: the code and message the player sees. */
export interface HouseRulesRefusal {
  code: (typeof HOUSE_RULE_CODES)[keyof typeof HOUSE_RULE_CODES] | 'ORDER_INSUFFICIENT_CASH';
  message: string;
}

export interface HouseRulesFillInput {
  context: PortfolioContext;
  symbol: string;
  side: TradeSide;
  now: Date;
  marks: ReadonlyMap<string, PriceMark>;
  /** The order's note (a market order's), else read from the open order being filled. */
  note?: string | null | undefined;
  openOrder?: { id: number } | null | undefined;
  /** A margin call's cover: the rules never stop it; its commission is capped at the cash left. */
  forced?: boolean | undefined;
}

export type HouseRulesAtFill =
  | { ok: true; plan: FillPlan; commissionCents: number; note: string | null }
  | ({ ok: false } & HouseRulesRefusal);

/**
 * The house rules at fill (docs/decisions/026-house-rules-and-the-journal.md), inside the fill's transaction: the
 * league's rules checked against the planned fill (the holding's value after it, at the fill price, over the
 * portfolio's value after it), then its commission charged into the ledger: cash after and the fill's realized P&L
 * both fall by it, so cash + cost basis = starting cash + net deposits + realized P&L still holds. A fill the
 * commission leaves short of cash is refused as any fill without the cash. The personal portfolio and championships
 * have no rules: the plan passes unchanged.
 */
export async function applyHouseRules(
  trx: Transaction<Database>,
  input: HouseRulesFillInput,
  plan: FillPlan,
): Promise<HouseRulesAtFill> {
  const note = toJournalText(input.note) ?? (input.openOrder ? await noteOfOrder(trx, input.openOrder.id) : null);
  const league = await readLeagueHouseRules(trx, input.context.competitionId);
  if (!league) return { ok: true, plan, commissionCents: 0, note };
  if (!input.forced) {
    const refused = await checkFill(trx, league, input, plan, note);
    if (refused) return { ok: false, ...refused };
  }
  let commission = commissionCents(league.rules.commission, plan.fill.amountCents);
  if (commission === 0) return { ok: true, plan, commissionCents: 0, note };
  const cashAfter = plan.fill.cashAfterCents - commission;
  if (cashAfter < plan.reservedAfter.cashCents) {
    if (!input.forced) {
      const available = plan.before.cashCents - plan.reservedAfter.cashCents;
      return {
        ok: false,
        code: 'ORDER_INSUFFICIENT_CASH',
        message: insufficientCashMessage(plan.fill.amountCents + commission, Math.max(0, available)),
      };
    }
    commission = Math.max(0, Math.min(commission, plan.fill.cashAfterCents));
  }
  return { ok: true, plan: withCommission(plan, commission, input.marks), commissionCents: commission, note };
}

/** The house rules against an order about to fill, or null when they allow it. */
async function checkFill(
  trx: Transaction<Database>,
  league: LeagueHouseRules,
  input: HouseRulesFillInput,
  plan: FillPlan,
  note: string | null,
): Promise<HouseRulesRefusal | null> {
  const position = plan.valuation.positions.find((p) => p.symbol === input.symbol);
  const verdict = evaluateHouseRules(
    league.rules,
    { symbol: input.symbol, side: input.side, priceCents: plan.priceCents, note },
    {
      localTime: localTimeOf(league, input.now),
      timeZone: league.timeZone,
      tradesToday: await countTradesToday(trx, plan.portfolioId, input.now, input.openOrder?.id),
      positionAfter: {
        holdingValueCents: Math.abs(position?.marketValueCents ?? 0),
        portfolioValueCents: plan.valuation.totalValueCents,
      },
      noun: league.noun,
    },
  );
  return verdict.ok ? null : { code: HOUSE_RULE_CODES[verdict.rule], message: verdict.message };
}

/** The plan with the commission taken from its cash and realized P&L (the ledger, the trade row and the answer). */
function withCommission(plan: FillPlan, commission: number, marks: ReadonlyMap<string, PriceMark>): FillPlan {
  const fill = {
    ...plan.fill,
    cashAfterCents: plan.fill.cashAfterCents - commission,
    realizedPnlCents: plan.fill.realizedPnlCents - commission,
  };
  const closing = isClosingSide(plan.side);
  const ledgerAfter = {
    ...plan.ledgerAfter,
    cashCents: fill.cashAfterCents,
    realizedPnlCents: plan.before.realizedPnlCents + fill.realizedPnlCents,
    // A closed trade wins when it made money net of the commission (write-fill.ts counts it from the fill).
    winningSells: plan.before.winningSells + (closing && fill.realizedPnlCents > 0 ? 1 : 0),
  };
  return {
    ...plan,
    fill,
    ledgerAfter,
    valuation: valuePortfolio(ledgerAfter, plan.lotsAfter, marks, plan.reservedAfter.cashCents),
  };
}

async function noteOfOrder(trx: Transaction<Database>, orderId: number): Promise<string | null> {
  const row = await trx.selectFrom('orders').select('note').where('id', '=', orderId).executeTakeFirst();
  return toJournalText(row?.note);
}

/** Records the journal and the commission on the trade row just written (nothing to write without either). */
export async function annotateTrade(
  trx: Transaction<Database>,
  tradeId: number,
  applied: { note: string | null; commissionCents: number },
): Promise<void> {
  if (applied.note === null && applied.commissionCents === 0) return;
  await trx
    .updateTable('trades')
    .set({ note: applied.note, commission_cents: applied.commissionCents })
    .where('id', '=', tradeId)
    .execute();
}

/** The fill's answer with its note and commission (dollars) when it has either. */
export function withJournal(
  response: TradeActionResponse,
  applied: { note: string | null; commissionCents: number },
): TradeActionResponse {
  if (applied.note === null && applied.commissionCents === 0) return response;
  return {
    ...response,
    trade: { ...response.trade, note: applied.note, commission: dollars(applied.commissionCents) },
  };
}
