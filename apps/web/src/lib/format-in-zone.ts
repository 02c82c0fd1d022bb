/** Date and time texts in the user's IANA time zone (falls back to UTC for an unknown zone). */
function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "3:07:45 PM" */
export function formatClock(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(timeZone),
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}

/** "Sat, Nov 21" */
export function formatDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(timeZone),
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(date);
}

/** "Mon, Nov 23, 9:30 AM EST" */
export function formatInstant(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(timeZone),
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** "4:00 PM EST" */
export function formatTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(timeZone),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** The zone's short name, e.g. "EST" or "GMT+1". */
export function zoneName(date: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: safeZone(timeZone), timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "Nov 21, 2026" */
export function formatDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(timeZone),
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}
