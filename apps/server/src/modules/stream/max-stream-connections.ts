/**
 * How many stream connections this process may hold: the configured cap, but always leaving a quarter of the file
 * descriptors (at least 256) for HTTP requests, the database and files, so a full stream never starves health checks.
 */
export function maxStreamConnections(configured: number, openFileLimit: number | undefined): number {
  if (openFileLimit === undefined) return configured;
  const reserve = Math.max(256, Math.ceil(openFileLimit / 4));
  return Math.max(1, Math.min(configured, openFileLimit - reserve));
}
