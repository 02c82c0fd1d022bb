/**
 * The purchase anniversary (UTC): the same month, day and time a year later; 29 February renews on 28 February.
 */
export function oneYearAfter(ms: number): number {
  const d = new Date(ms);
  const next = new Date(ms);
  next.setUTCFullYear(d.getUTCFullYear() + 1);
  if (next.getUTCMonth() !== d.getUTCMonth()) next.setUTCDate(0);
  return next.getTime();
}
