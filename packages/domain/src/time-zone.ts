/**
 * Whether `name` is an IANA time-zone name this runtime knows (e.g. `America/New_York`, `Europe/Paris`, `UTC`).
 * Offsets such as `+02:00` and free text are refused. Pure: asks the built-in Intl time-zone data only.
 */
export function isValidTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name))
    return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The runtime's canonical spelling of a valid IANA name (`america/new_york` → `America/New_York`, `utc` → `UTC`),
 * so what is stored and shown is the name the user meant; null when the name is not valid.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!isValidTimeZone(name)) return null;
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
}
