/** $1,234.56 (or -$1,234.56) from integer cents, for the domain's user-facing messages. */
export function formatUsdCents(cents: number): string {
  const abs = Math.round(Math.abs(cents));
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `$${dollars}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}
