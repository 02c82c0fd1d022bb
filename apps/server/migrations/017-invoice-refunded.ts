import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';
import { rebuildSqliteCheck } from './rebuild-sqlite-check.ts';

const OLD_STATUSES = "status in ('open', 'paid', 'failed')";
const NEW_STATUSES = "status in ('open', 'paid', 'failed', 'refunded')";

/**
 * An Educator Pro invoice whose payment was fully refunded or disputed at the provider is `refunded` (docs/product/educators.md#educator-pro-subscription): the
 * billing history shows it, and when it paid the current period the subscription has expired.
 */
export const m017InvoiceRefunded: Migration = {
  name: '017-invoice-refunded',
  async up(db, kit) {
    if (kit.kind === 'postgres') {
      await sql`alter table billing_invoices drop constraint billing_invoices_status`.execute(db);
      await sql`alter table billing_invoices add constraint billing_invoices_status check (${sql.raw(NEW_STATUSES)})`.execute(
        db,
      );
    } else {
      await rebuildSqliteCheck(db, 'billing_invoices', OLD_STATUSES, NEW_STATUSES);
    }
  },
};
