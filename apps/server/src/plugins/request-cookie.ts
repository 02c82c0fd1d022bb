import type { FastifyRequest } from 'fastify';

/**
 * One cookie of a request, read from its Cookie header when asked for: no hook parses every cookie of every request
 * (most requests need only the session's). Reads as the `cookie` package parses (RFC 6265 §4.2.1 pairs separated by
 * `;`, the first pair of a name wins, percent-encoding decoded when it is valid; the reference test compares both).
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  let at = 0;
  while (at < header.length) {
    const eq = header.indexOf('=', at);
    if (eq === -1) return undefined;
    let end = header.indexOf(';', at);
    if (end === -1) end = header.length;
    else if (end < eq) {
      // A pair without `=`: skipped.
      at = end + 1;
      continue;
    }
    if (header.slice(at, eq).trim() === name) return decodeValue(header.slice(eq + 1, end).trim());
    at = end + 1;
  }
  return undefined;
}

function decodeValue(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
