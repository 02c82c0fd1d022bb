/** Names found valid: building an Intl formatter to ask costs a fraction of a millisecond; the zone data never changes. */
const knownValid = new Set<string>();

/**
 * Whether `name` is an IANA time-zone name this runtime knows (e.g. `America/New_York`, `Europe/Paris`, `UTC`).
 * Offsets such as `+02:00` and free text are refused. Pure: asks the built-in Intl time-zone data only.
 */
export function isValidTimeZone(name: string): boolean {
  if (knownValid.has(name)) return true;
  if (name.length === 0 || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name))
    return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    knownValid.add(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The IANA name's own capitalisation when the user typed it in another case (`america/new_york` →
 * `America/New_York`, `utc` → `UTC`); any other valid name as sent — never the runtime's older alias (Node 20's
 * ICU answers `Europe/Kiev` for `Europe/Kyiv`, and the answer could change with an ICU upgrade). Null when invalid.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!isValidTimeZone(name)) return null;
  const lower = name.toLowerCase();
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  if (resolved.toLowerCase() === lower) return resolved;
  return Intl.supportedValuesOf('timeZone').find((z) => z.toLowerCase() === lower) ?? name;
}
