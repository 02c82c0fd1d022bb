/** Money is integer cents (docs/decisions/003-money-in-integer-cents.md). Per-share prices are integer cents too. */
export type Cents = number & { readonly __brand?: 'Cents' };

/** The one rounding rule: quantity × price in cents is exact (both integers); dollars come from cents. */
export function costOf(quantity: number, priceCents: Cents): Cents {
  return quantity * priceCents;
}

/** Dollars at the JSON edge, rounded to cents (half away from zero). */
export function toCents(dollars: number): Cents {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
}

export function toDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}
