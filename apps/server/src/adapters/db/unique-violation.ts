/**
 * The column of a unique-constraint violation on either dialect, or null when `err` is something else.
 * SQLite: "UNIQUE constraint failed: users.email_normalized"; PostgreSQL: code 23505 with the key in `detail`.
 */
export function uniqueViolationColumn(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; message?: unknown; detail?: unknown };
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const m = /UNIQUE constraint failed: \w+\.(\w+)/.exec(String(e.message));
    return m?.[1] ?? '';
  }
  if (e.code === '23505') {
    const m = /Key \((\w+)\)/.exec(String(e.detail));
    return m?.[1] ?? '';
  }
  return null;
}

/** True when a database error is a unique or primary-key violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  return uniqueViolationColumn(err) !== null;
}
