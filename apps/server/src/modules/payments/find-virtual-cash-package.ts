import { VIRTUAL_CASH_PACKAGES } from '@tradearena/contracts';

export type VirtualCashPackage = (typeof VIRTUAL_CASH_PACKAGES)[number];

/** The package whose price and virtual amount (both in cents) are exactly these; undefined otherwise. */
export function findVirtualCashPackage(priceCents: number, virtualCents: number): VirtualCashPackage | undefined {
  return VIRTUAL_CASH_PACKAGES.find((p) => p.priceCents === priceCents && p.amountCents === virtualCents);
}
