import { type Kysely, sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';

const OLD_TYPES = "type in ('prize', 'deposit', 'transfer', 'purchase')";
const NEW_TYPES = "type in ('prize', 'deposit', 'transfer', 'purchase', 'refund')";

/**
 * Store payments (docs/product/store-and-bank.md#card-payments): the payment intents we created (with the simulated provider also its client secret,
 * hashed, and its status), one purchase per intent (the unique key that makes fulfilment happen once, whoever —
 * webhook or force-process — comes first), the provider's webhook events handled (each once), and a `refund` bank
 * transaction type for virtual cash taken back after a refund or dispute.
 */
export const m010Payments: Migration = {
  name: '010-payments',
  async up(db, kit) {
    await db.schema
      .createTable('payment_intents')
      .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
      /** Ours, given to the provider: its idempotency key is `pi:create:<purchase_id>`. */
      .addColumn('purchase_id', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('virtual_cents', 'bigint')
      .addColumn('league_id', 'bigint')
      .addColumn('participant_count', 'integer')
      .addColumn('client_secret_hash', 'varchar(64)')
      .addColumn('status', 'varchar(32)', (c) => c.notNull())
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint(
        'payment_intents_purpose',
        sql`purpose in ('virtual_cash', 'league_extension', 'extra_participants')`,
      )
      .addCheckConstraint('payment_intents_provider', sql`provider in ('stripe', 'simulated')`)
      .addCheckConstraint('payment_intents_amount_positive', sql`amount_cents > 0`)
      .execute();
    await db.schema
      .createIndex('payment_intents_user')
      .on('payment_intents')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('purchases')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('payment_intent_id', 'varchar(255)', (c) =>
        c.notNull().unique().references('payment_intents.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('virtual_cents', 'bigint')
      .addColumn('league_id', 'bigint')
      .addColumn('participant_count', 'integer')
      /** 0 when a league purchase found its league no longer eligible (ended meanwhile): paid, not applied. */
      .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(1))
      /** Virtual cash refunds and disputes asked to take back (what the bank balance allowed is in the ledger). */
      .addColumn('reversed_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('fulfilled_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('purchases_user').on('purchases').columns(['user_id', 'fulfilled_at']).execute();

    await db.schema
      .createTable('webhook_events')
      .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('type', 'varchar(100)', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();

    if (kit.kind === 'postgres') {
      await sql`alter table bank_transactions drop constraint bank_transactions_type`.execute(db);
      await sql`alter table bank_transactions add constraint bank_transactions_type check (${sql.raw(NEW_TYPES)})`.execute(
        db,
      );
    } else {
      await widenSqliteBankTypes(db);
    }
  },
};

/**
 * SQLite cannot alter a CHECK constraint: the table is rebuilt from its own CREATE statement (so columns added by
 * earlier migrations come along) with the wider list. The migration runs in a transaction with foreign keys on, so
 * dropping the old table deletes (cascades) the rows of tables referencing it: those are copied aside first and put
 * back once the new table carries the same ids.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
async function widenSqliteBankTypes(db: Kysely<any>): Promise<void> {
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'bank_transactions'`.execute(db);
  const create = table.rows[0]?.sql ?? '';
  if (!create.includes(OLD_TYPES)) throw new Error('010-payments: bank_transactions has an unexpected type check');
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = 'bank_transactions' and sql is not null`.execute(db);
  const children = await sql<{ name: string }>`select m.name from sqlite_master m
    where m.type = 'table' and exists (
      select 1 from pragma_foreign_key_list(m.name) f where f."table" = 'bank_transactions'
    )`.execute(db);
  for (const { name } of children.rows) {
    await sql`create temp table ${sql.id(`keep_${name}`)} as select * from ${sql.id(name)}`.execute(db);
  }
  const rebuilt = create
    .replace(/^CREATE TABLE "?bank_transactions"?/, 'CREATE TABLE "bank_transactions_new"')
    .replace(OLD_TYPES, NEW_TYPES);
  await sql.raw(rebuilt).execute(db);
  await sql`insert into bank_transactions_new select * from bank_transactions`.execute(db);
  await sql`drop table bank_transactions`.execute(db);
  await sql`alter table bank_transactions_new rename to bank_transactions`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  for (const { name } of children.rows) {
    await sql`delete from ${sql.id(name)}`.execute(db);
    await sql`insert into ${sql.id(name)} select * from ${sql.id(`keep_${name}`)}`.execute(db);
    await sql`drop table ${sql.id(`keep_${name}`)}`.execute(db);
  }
}
