// Seeds players straight into the database: users, personal portfolios with positions at average cost (the ledger
// identity holds for each), some achievements, and sessions for the load clients.
import { STARTING_CASH_CENTS } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/adapters/db/schema.ts';
import { createSession } from '../../apps/server/src/modules/accounts/index.ts';

/** The symbols seeded players hold, with a reference price in cents. */
export const SYMBOLS: [string, number][] = [
  ['AAPL', 272_00],
  ['MSFT', 484_00],
  ['NVDA', 187_00],
  ['AMD', 214_00],
  ['INTC', 37_00],
  ['CSCO', 77_00],
  ['ORCL', 195_00],
  ['QCOM', 171_00],
];

/** Deterministic pseudo-random numbers (mulberry32) so every run seeds the same field. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedPlayers(db: Kysely<Database>, count: number, now: number): Promise<number[]> {
  const rnd = random(42);
  const ids: number[] = [];
  const BATCH = 1_000;
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const users = Array.from({ length: n }, (_, k) => {
      const i = start + k;
      const username = i % 997 === 500 ? `demo_player_${i}` : `player_${i}`;
      return {
        email: `${username}@bench.local`,
        email_normalized: `${username}@bench.local`,
        username,
        username_normalized: username,
        first_name: 'Bench',
        last_name: 'Player',
        password_hash: 'bench-not-a-hash',
        experience: Math.floor(rnd() * 5_000),
        created_at: now,
      };
    });
    const inserted = await db.insertInto('users').values(users).returning('id').execute();
    const userIds = inserted.map((r) => Number(r.id));
    ids.push(...userIds);
    const holdings = userIds.map(() => randomHoldings(rnd));
    const portfolios = await db
      .insertInto('portfolios')
      .values(
        userIds.map((user_id, k) => {
          const basis = holdings[k]!.reduce((s, h) => s + h.costBasisCents, 0);
          const realized = Math.round((rnd() - 0.5) * 2_000_00);
          return {
            user_id,
            cash_cents: STARTING_CASH_CENTS + realized - basis,
            starting_cash_cents: STARTING_CASH_CENTS,
            realized_pnl_cents: realized,
            total_sells: 10,
            winning_sells: Math.floor(rnd() * 11),
            total_trades: 20,
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .returning(['id', 'user_id'])
      .execute();
    const positions = portfolios.flatMap((p, k) =>
      holdings[k]!.map((h) => ({
        portfolio_id: Number(p.id),
        symbol: h.symbol,
        quantity: h.quantity,
        cost_basis_cents: h.costBasisCents,
        opened_at: now,
        updated_at: now,
      })),
    );
    for (let i = 0; i < positions.length; i += 1_000)
      await db
        .insertInto('positions')
        .values(positions.slice(i, i + 1_000))
        .execute();
    const achievements = userIds.flatMap((user_id) =>
      [1, 3, 6].filter(() => rnd() < 0.5).map((achievement_id) => ({ user_id, achievement_id, unlocked_at: now })),
    );
    if (achievements.length) await db.insertInto('user_achievements').values(achievements).execute();
  }
  return ids;
}

/** A few holdings (each symbol with probability 0.4, 1–40 shares at ±20 % of its reference price). */
export function randomHoldings(rnd: () => number): { symbol: string; quantity: number; costBasisCents: number }[] {
  return SYMBOLS.filter(() => rnd() < 0.4).map(([symbol, ref]) => {
    const quantity = 1 + Math.floor(rnd() * 40);
    const avg = Math.round(ref * (0.8 + rnd() * 0.4));
    return { symbol, quantity, costBasisCents: quantity * avg };
  });
}

/** A session cookie for each of the given users. */
export async function sessionCookies(db: Kysely<Database>, userIds: number[], now: Date): Promise<string[]> {
  const cookies: string[] = [];
  for (const id of userIds) cookies.push(`ta_session=${(await createSession(db, id, now)).token}`);
  return cookies;
}
