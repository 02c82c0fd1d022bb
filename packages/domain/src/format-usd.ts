/** 1,234,567 from a whole number (what `toLocaleString('en-US')` prints, without ICU's cost on every order). */
export function groupThousands(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? `-${out}` : out;
}

/** $1,234.56 from cents (what Intl's en-US USD currency format prints). */
export function formatUsd(cents: number): string {
  const abs = Math.round(Math.abs(cents)); // half a cent away from zero, as Intl rounds
  const frac = abs % 100;
  const text = `$${groupThousands(Math.floor(abs / 100))}.${frac < 10 ? '0' : ''}${frac}`;
  return cents < 0 || Object.is(cents, -0) ? `-${text}` : text;
}

/** "1 share", "1,234 shares": a share count for the user-facing messages. */
export function formatShares(n: number): string {
  return `${groupThousands(n)} share${n === 1 ? '' : 's'}`;
}
