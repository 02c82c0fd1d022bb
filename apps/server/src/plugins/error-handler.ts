import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, statusOf } from '@tradearena/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isStorageFailure } from '../adapters/db/storage-failure.ts';
import { AppError, errorBody } from '../app-error.ts';

interface ZodLikeIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Client-error statuses a plugin may raise, with the code that carries each. */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  403: 'AUTH_FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  412: 'REQUEST_PRECONDITION_FAILED',
  413: 'REQUEST_TOO_LARGE',
  415: 'REQUEST_UNSUPPORTED_MEDIA_TYPE',
  416: 'REQUEST_RANGE_NOT_SATISFIABLE',
  431: 'REQUEST_HEADERS_TOO_LARGE',
};

/** PostgreSQL SQLSTATEs for text it cannot store: character_not_in_repertoire (NUL), untranslatable_character. */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);

function describeValidation(issues: ZodLikeIssue[], where: string | undefined): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const path =
    first.params?.issue?.path?.map(String).join('.') || first.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const field = path || where || 'request';
  const msg = first.params?.issue?.message ?? first.message ?? 'is invalid';
  return `Invalid ${field}: ${msg}`;
}

/**
 * One error body for every failure (docs/decisions/004-error-body.md): AppError → its code and status; validation → 400 naming the
 * field; malformed JSON → 400; oversized body → 413; unknown /api route → 404; a database that cannot take a write
 * (disk full …) → 503; anything else → 500 with a generic message, logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).headers(err.headers).send(errorBody(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = describeValidation(err.validation as ZodLikeIssue[], err.validationContext);
      return reply.code(400).send(errorBody('REQUEST_INVALID', message));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && err.statusCode === 400)) {
      return reply.code(400).send(errorBody('REQUEST_MALFORMED_JSON', 'The request body is not valid JSON'));
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .code(400)
        .send(errorBody('REQUEST_MALFORMED_JSON', 'The request body is empty but JSON was declared'));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(errorBody('REQUEST_TOO_LARGE', 'The request body is too large'));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(415)
        .send(errorBody('REQUEST_UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json'));
    }
    if (err.validation) {
      return reply.code(400).send(errorBody('REQUEST_INVALID', `Invalid request: ${err.message}`));
    }
    if (typeof err.code === 'string' && UNSTORABLE_TEXT_SQLSTATES.has(err.code)) {
      // Text from the request that PostgreSQL cannot store (a NUL byte) and that no schema caught: bad input.
      return reply
        .code(400)
        .send(
          errorBody('REQUEST_INVALID', 'The request contains a character that is not allowed (such as a NUL byte)'),
        );
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Another client error raised by the framework or a plugin (static files answer 403, 412, 416): its status
      // kept where the table has a code for it, so code and status always agree; any other one is a plain 400.
      const code: ErrorCode = CLIENT_ERROR_CODES[err.statusCode] ?? 'REQUEST_INVALID';
      return reply.code(statusOf(code)).send(errorBody(code, err.message));
    }
    if (isStorageFailure(err)) {
      // Disk full, I/O error, read-only database: nothing was saved (the transaction is rolled back) and a later try
      // may succeed. Logged with the database's own error; GET /api/health reports the same state.
      request.log.error({ err, reqId: request.id }, 'the database cannot take a write');
      return reply
        .code(statusOf('STORAGE_UNAVAILABLE'))
        .header('retry-after', '5')
        .send(errorBody('STORAGE_UNAVAILABLE', 'The server cannot save changes right now. Please try again shortly.'));
    }
    request.log.error({ err, reqId: request.id }, 'unhandled error');
    return reply
      .code(500)
      .send(errorBody('INTERNAL_ERROR', `Something went wrong on our side. Reference: ${request.id}`));
  });
}

/**
 * Errors Fastify raises before any route runs (its `frameworkErrors` option): an address that is not valid
 * percent-encoding, or a path segment longer than the router accepts. Answered with the error body, never with the
 * framework's own codes, and with the headers of every API answer (no hook runs for these).
 */
export function frameworkErrorAnswerer(
  headers: Record<string, string>,
): (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (err, request, reply) => {
    const message =
      err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of the address is too long'
        : err.code === 'FST_ERR_BAD_URL'
          ? 'The address is not valid (malformed percent-encoding)'
          : 'The request is not valid';
    void reply
      .code(statusOf('REQUEST_INVALID'))
      .headers({ ...headers, 'cache-control': 'no-store', 'x-request-id': request.id })
      .send(errorBody('REQUEST_INVALID', message));
  };
}

/**
 * Requests Node cannot even parse (bad Content-Length, headers over the size limit, malformed request line, a
 * timeout): the server's `clientError` event, before Fastify sees a request. Answered with the error body on the raw
 * socket, which is then closed (as Fastify's default handler does, in the API's shape).
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message]: [ErrorCode, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ['REQUEST_HEADERS_TOO_LARGE', 'The request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['REQUEST_TIMEOUT', 'The request took too long to arrive']
        : ['REQUEST_INVALID', 'The request is not valid HTTP'];
  const status = statusOf(code);
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nx-content-type-options: nosniff\r\n` +
        `connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
