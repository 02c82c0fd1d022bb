import type { PriceMark } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { priceMarks } from '../portfolio/index.ts';

/**
 * Before a reversal's transaction: the server's quotes for every symbol the payer of `paymentIntentId` holds in any
 * portfolio, so a portfolio cash is withdrawn from is valued at them (ADR 011) without waiting on quotes inside the
 * transaction. Empty for an intent we do not know or a payer without positions.
 */
export async function quotePayerPositions(
  db: Kysely<Database>,
  marketData: MarketData,
  paymentIntentId: string,
): Promise<Map<string, PriceMark>> {
  const rows = await db
    .selectFrom('payment_intents as i')
    .innerJoin('portfolios as p', 'p.user_id', 'i.user_id')
    .innerJoin('positions as pos', 'pos.portfolio_id', 'p.id')
    .select('pos.symbol')
    .distinct()
    .where('i.id', '=', paymentIntentId)
    .execute();
  return priceMarks(
    marketData,
    rows.map((r) => r.symbol),
  );
}
