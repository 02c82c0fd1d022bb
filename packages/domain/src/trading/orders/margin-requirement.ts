import type { Cents } from '../../money.ts';

/** ⌈amount × percent / 100⌉ in exact integer arithmetic (BigInt, so no large amount loses a cent). */
export function marginRequirementCents(amountCents: Cents, percent: number): Cents {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`Not an amount: ${amountCents}`);
  if (!Number.isSafeInteger(percent) || percent < 0) throw new RangeError(`Not a whole percent: ${percent}`);
  const product = BigInt(amountCents) * BigInt(percent);
  return Number((product + 99n) / 100n);
}
