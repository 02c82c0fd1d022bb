import type { ErrorBody } from '@tradearena/contracts';
import { readStoredUser } from './auth-storage.ts';

/**
 * A non-OK answer (docs/product/trading.md#trade-errors): the message is `${status}: ${body or statusText}`. `body` is the parsed
 * `{error, message, code}` when the server sent one, so screens can show `message` or `error` (both carry the text, ADR 004).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const v = value as Record<string, unknown>;
    const error = typeof v.error === 'string' ? v.error : undefined;
    const message = typeof v.message === 'string' ? v.message : undefined;
    if (error === undefined && message === undefined) return null;
    return {
      error: error ?? message ?? '',
      message: message ?? error ?? '',
      code: typeof v.code === 'string' ? v.code : '',
    };
  } catch {
    return null;
  }
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called with the raw response of a successful call (to read headers). */
  onResponse?: (response: Response) => void;
}

/**
 * Every call of the app (docs/product/accounts.md#sessions-and-identity): session cookie included, `x-user-id` from the stored user when present,
 * a JSON content type when there is a body. Empty answers resolve to undefined.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const user = readStoredUser();
  if (user) headers['x-user-id'] = String(user.id);
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  options.onResponse?.(response);
  if (!text) return undefined as T;
  return JSON.parse(text) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's text from one field of the error body (`message` or `error`), or null. */
export function serverText(error: unknown, field: 'message' | 'error'): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  return error.body[field] || null;
}
