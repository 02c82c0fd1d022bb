import { MarketDataConfigError } from './adapters/market-data/create-market-data-from-config.ts';
import { type Config, ConfigError } from './config.ts';

interface SystemError {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  message?: unknown;
}

/** The host (never the password) of a database URL, for messages. */
function hostOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'the configured server';
  }
}

const DATABASE_CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET']);
/** PostgreSQL: invalid_password, invalid_authorization_specification, invalid_catalog_name (no such database). */
const DATABASE_LOGIN_CODES = new Set(['28P01', '28000', '3D000']);

/**
 * One clear line for a start-up failure the operator can fix (a bad variable, a port in use, an unreachable
 * database, an unusable DATA_DIR), naming the variable to change; null for anything else (a bug: keep the stack).
 */
export function describeStartupError(err: unknown, config: Config): string | null {
  if (err instanceof ConfigError || err instanceof MarketDataConfigError) return err.message;
  if (!err || typeof err !== 'object') return null;
  const e = err as SystemError;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : code;
  if (e.syscall === 'listen') {
    if (code === 'EADDRINUSE') {
      return `PORT=${config.PORT} is already in use on ${config.HOST}: stop the other server or set PORT to a free port`;
    }
    if (code === 'EACCES') return `Not allowed to listen on PORT=${config.PORT}: use a port above 1023`;
    if (code === 'EADDRNOTAVAIL') return `HOST=${config.HOST} is not an address of this machine`;
  }
  if (config.DATABASE_URL && (DATABASE_CONNECT_CODES.has(code) || DATABASE_LOGIN_CODES.has(code))) {
    return `Cannot connect to the PostgreSQL database of DATABASE_URL (${hostOf(config.DATABASE_URL)}): ${message}`;
  }
  if (typeof e.path === 'string' && ['EACCES', 'EPERM', 'ENOTDIR', 'EROFS', 'ENOENT', 'EEXIST'].includes(code)) {
    return `Cannot use DATA_DIR=${JSON.stringify(config.DATA_DIR)}: ${message}`;
  }
  return null;
}
