import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** A logger that can say whether a level would be written (pino's loggers can). */
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger (`request.log`, `reply.log`): the app's logger's child bound to the request id, made on the
 * request's first line that the level lets through. Fastify makes that child for every request; pino's child costs
 * about half a microsecond and its garbage, and at the production level (warn) most requests never log. What is
 * written is the same: the same child, with the same bindings and options, writes every line that passes the level.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: LevelAware, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The child, made now if it was not yet. */
  #child(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  #write(level: Level, args: unknown[]): void {
    // Without the child yet, its level is its parent's (the options set none: lazyChildLogger).
    if (this.#made === undefined && this.#parent.isLevelEnabled?.(level) === false) return;
    (this.#child()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.#made ?? this.#parent).level;
  }
  set level(level: string) {
    this.#child().level = level;
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: each request's logger, made lazily (RequestLogger). A route with a log level of its
 * own gets its child at once, as Fastify makes it (its level is not the parent's).
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options);
}
