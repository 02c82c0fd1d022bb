/** The browser's IANA time zone (spec 01 §4), UTC when it cannot be detected. */
export function detectTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
