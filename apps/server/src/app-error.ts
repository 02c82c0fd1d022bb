import { type ErrorBody, type ErrorCode, statusOf } from '@tradearena/contracts';

/** An expected failure on its way to the client: the error handler turns it into the §6 error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.status = statusOf(code);
    this.headers = headers;
  }
}

/** A use-case failure value: `{ code, message }`. */
export interface Failure {
  code: ErrorCode;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: Failure };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: ErrorCode, message: string): Result<T> => ({
  ok: false,
  error: { code, message },
});

/** Unwraps a use-case result in a route: the value, or the failure thrown as an AppError. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new AppError(result.error.code, result.error.message);
  return result.value;
}

export function errorBody(code: ErrorCode | string, message: string): ErrorBody {
  return { error: message, message, code };
}
