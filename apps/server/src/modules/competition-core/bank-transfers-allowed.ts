import { isTrue } from '../../adapters/db/open-database.ts';

/**
 * Whether bank (store) cash may be moved into this competition's portfolios (ADR 012): a class league only when its
 * educator switched `bank_transfers_allowed` on (off by default); championships and friend leagues always.
 */
export function bankTransfersAllowed(row: {
  kind: string;
  is_educational: number | boolean | null;
  bank_transfers_allowed: number | boolean | null;
}): boolean {
  return !(row.kind === 'league' && isTrue(row.is_educational)) || isTrue(row.bank_transfers_allowed);
}
