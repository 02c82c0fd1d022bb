import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationKitFor } from '../../src/adapters/db/migrate.ts';
import { emptyDatabase, migrate } from '../helpers/empty-database.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const T = Date.parse('2026-11-18T15:00:00Z');

// biome-ignore lint/suspicious/noExplicitAny: rows written under the schema before 022.
async function insertSubscriber(db: Kysely<any>, name: string, opts: { deleted: boolean; provider: string }) {
  const user = await db
    .insertInto('users')
    .values({
      email: opts.deleted ? null : `${name}@school.edu`,
      email_normalized: opts.deleted ? null : `${name}@school.edu`,
      username: name,
      username_normalized: name,
      first_name: opts.deleted ? 'Deleted' : name,
      last_name: opts.deleted ? 'player' : 'L',
      password_hash: 'x',
      created_at: T,
      deleted_at: opts.deleted ? T : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = `sub_${name}`;
  await db
    .insertInto('educator_subscriptions')
    .values({
      id,
      user_id: user.id,
      status: 'active',
      current_period_start: T,
      current_period_end: T + 365 * 86_400_000,
      member_since: T,
      first_name: name,
      last_name: 'Lovelace',
      email: `${name}@school.edu`,
      phone: '555-0100',
      job_title: 'Teacher',
      institution_name: 'Lincoln High School',
      institution_type: 'high-school',
      institution_address: '1 School Road',
      institution_zip: '62701',
      estimated_students: 25,
      provider: opts.provider,
      provider_subscription_id: opts.provider === 'stripe' ? `sub_stripe_${name}` : null,
      card_brand: opts.provider === 'simulated' ? 'Visa' : null,
      card_last4: opts.provider === 'simulated' ? '4242' : null,
      card_token: opts.provider === 'simulated' ? 'succeeds' : null,
      created_at: T,
      updated_at: T,
    })
    .execute();
  await db
    .insertInto('billing_invoices')
    .values({
      id: `inv_${name}`,
      number: `TA-${name}`,
      subscription_id: id,
      user_id: user.id,
      amount_cents: 50_000,
      status: 'paid',
      reason: 'subscription_create',
      period_start: T,
      created_at: T,
      paid_at: T,
    })
    .execute();
  return id;
}

describe('migration 022: the final status canceled, and subscriptions of accounts deleted before it', () => {
  it('erases their billing contact and card, cancels the simulated ones, keeps every invoice and the others', async () => {
    const handle = await emptyDatabase(cleanups);
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before 022.
    const db = handle.db as Kysely<any>;
    const kit = migrationKitFor(handle.kind);
    await migrate(db, kit, (n) => n < '022');
    await insertSubscriber(db, 'ada', { deleted: true, provider: 'simulated' });
    await insertSubscriber(db, 'bob', { deleted: true, provider: 'stripe' });
    await insertSubscriber(db, 'cy', { deleted: false, provider: 'simulated' });
    await migrate(db, kit, (n) => n.startsWith('022'));

    const subs = await db.selectFrom('educator_subscriptions').selectAll().orderBy('id').execute();
    const [ada, bob, cy] = subs;
    expect(ada).toMatchObject({ status: 'canceled', email: '', phone: null, card_last4: null, card_token: null });
    // Stripe still renews it: left for the operators to cancel there, its status follows Stripe's events meanwhile.
    expect(bob).toMatchObject({ status: 'active', email: '', institution_address: null });
    for (const erased of [ada, bob]) {
      expect(JSON.stringify(erased)).not.toMatch(/Lovelace|school\.edu|555-0100|1 School Road|62701|Lincoln/);
    }
    expect(cy).toMatchObject({ status: 'active', email: 'cy@school.edu', phone: '555-0100', card_last4: '4242' });
    const invoices = await db.selectFrom('billing_invoices').select(['number', 'amount_cents']).orderBy('id').execute();
    expect(invoices.map((i) => [i.number, Number(i.amount_cents)])).toEqual([
      ['TA-ada', 50_000],
      ['TA-bob', 50_000],
      ['TA-cy', 50_000],
    ]);
    await expect(
      db.updateTable('educator_subscriptions').set({ status: 'renewing' }).where('id', '=', 'sub_cy').execute(),
    ).rejects.toThrow();
  });
});
