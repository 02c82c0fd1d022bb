import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';
import { rebuildSqliteCheck } from './rebuild-sqlite-check.ts';

const OLD_POSITION_CHECKS =
  'constraint "positions_quantity_positive" check (quantity > 0), constraint "positions_basis_not_negative" check (cost_basis_cents >= 0)';
const POSITION_QUANTITY = 'quantity <> 0';
const POSITION_BASIS = '(quantity > 0 and cost_basis_cents >= 0) or (quantity < 0 and cost_basis_cents <= 0)';
const NEW_POSITION_CHECKS = `constraint "positions_quantity_not_zero" check (${POSITION_QUANTITY}), constraint "positions_basis_sign" check (${POSITION_BASIS})`;
const OLD_TRADE_SIDES = "check (side in ('buy', 'sell'))";
const TRADE_SIDES = "side in ('buy', 'sell', 'short', 'cover')";

/**
 * Short selling (docs/product/trading.md#short-selling-and-margin, ADR 015/016). A short position is a `positions` row with a negative quantity and a negative
 * basis (minus the proceeds it was sold for), so every reader that values quantity × price (leaderboards, standings,
 * class analytics) counts it as the liability it is. Trades may be shorts and covers. Leagues and classes switch
 * short selling on or off (`short_selling_allowed`): championships and friend leagues allow it, classes created
 * before this start with it off, as new classes do, until their educator switches it on.
 */
export const m020ShortSelling: Migration = {
  name: '020-short-selling',
  async up(db, kit) {
    if (kit.kind === 'postgres') {
      await sql`alter table positions drop constraint positions_quantity_positive`.execute(db);
      await sql`alter table positions drop constraint positions_basis_not_negative`.execute(db);
      await sql`alter table positions add constraint positions_quantity_not_zero check (${sql.raw(POSITION_QUANTITY)})`.execute(
        db,
      );
      await sql`alter table positions add constraint positions_basis_sign check (${sql.raw(POSITION_BASIS)})`.execute(
        db,
      );
      await sql`alter table trades alter column side type varchar(5)`.execute(db);
      await sql`alter table trades drop constraint trades_side`.execute(db);
      await sql`alter table trades add constraint trades_side check (${sql.raw(TRADE_SIDES)})`.execute(db);
    } else {
      await rebuildSqliteCheck(db, 'positions', OLD_POSITION_CHECKS, NEW_POSITION_CHECKS);
      await rebuildSqliteCheck(db, 'trades', OLD_TRADE_SIDES, `check (${TRADE_SIDES})`);
    }
    // The margin-call job looks only at portfolios with shorts.
    await sql`create index positions_shorts on positions (portfolio_id) where quantity < 0`.execute(db);
    await db.schema
      .alterTable('competitions')
      .addColumn('short_selling_allowed', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db
      .updateTable('competitions')
      .set({ short_selling_allowed: 0 })
      .where('kind', '=', 'league')
      .where('is_educational', '=', 1)
      .execute();
  },
};
