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
