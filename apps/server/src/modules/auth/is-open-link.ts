/** Whether a looked-up link token can still be used at `now`: found, never used and not expired. */
export function isOpenLink<T extends { used_at: number | null; expires_at: number }>(
  row: T | undefined,
  now: number,
): row is T {
  return row !== undefined && row.used_at === null && Number(row.expires_at) > now;
}
