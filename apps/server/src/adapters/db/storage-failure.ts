/**
 * True when a database error says it cannot store anything right now, whatever the statement: SQLite's disk full,
 * I/O errors and read-only database; PostgreSQL's insufficient resources (class 53: disk full, out of memory, too
 * many connections), I/O error (58030) and read-only transaction (25006). Such a failure is the server's state, not
 * the request's fault: answered 503 so clients and load balancers try again later.
 */
export function isStorageFailure(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  if (code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY')) return true;
  return /^53[0-9A-Z]{3}$/.test(code) || code === '58030' || code === '25006';
}
