/** The browser's IANA time zone (docs/product/trading.md), UTC when it cannot be detected. */
export function detectTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
