import fastifySwagger from '@fastify/swagger';
import { ERROR_STATUS, type ErrorCode, STREAM_PATH } from '@tradearena/contracts';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { SESSION_COOKIE } from '../modules/accounts/index.ts';
import { managedAccountGateCodes } from './managed-account-gate.ts';
import { IDENTITY_HEADERS_IGNORED, UNSAFE_METHODS } from './session.ts';

/**
 * What the OpenAPI document says of one route, declared next to its handler (`config: { doc }`): its name, who may
 * call it and the error codes its own rules answer. The statuses it documents come from those codes (ERROR_STATUS)
 * and from the ones every request of its kind can get (`commonErrorCodes`).
 */
export interface RouteDoc {
  /** Unique over the API: the name a generated client gives the call. */
  operationId: string;
  summary: string;
  description?: string;
  /**
   * `public`: no session needed nor used; `optional`: works signed out, and uses the session when there is one;
   * `session`: 401 AUTH_REQUIRED signed out; `metrics`: loopback, or `Authorization: Bearer <METRICS_TOKEN>`.
   */
  auth: 'public' | 'optional' | 'session' | 'metrics';
  /** The codes the route's own checks and use-cases answer, beyond `commonErrorCodes`. */
  errors?: readonly ErrorCode[];
  /** The body the route reads itself (documented only, never validated by Fastify): it replaces `schema.body`. */
  body?: ZodType;
  /** Headers the route reads itself (documented only). */
  headers?: ZodType;
  /** Answers that are not JSON (documented only): status → media type and description. */
  responses?: Record<number, { description: string; contentType?: string }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's OpenAPI description (plugins/openapi.ts). */
    doc?: RouteDoc;
  }
}

/**
 * Error codes any request of the route's kind can be answered with, whatever the route does:
 * - any request: a malformed address or one too long for the router (400), too slow or with headers too large for
 *   the server (408, 431), our own failure (500), a database that cannot be used (503; the session is read from it);
 * - a signed-in caller whose x-user-id / x-user-email headers name someone else (403; plugins/session.ts);
 * - POST, PUT, PATCH, DELETE: a foreign Origin (403), and a body that is not JSON, too large or of another type
 *   (400, 413, 415);
 * - a route that needs a session, called without one (401).
 */
function commonErrorCodes(method: string, url: string, doc: RouteDoc | undefined): ErrorCode[] {
  const codes: ErrorCode[] = [
    'REQUEST_INVALID',
    'REQUEST_TIMEOUT',
    'REQUEST_HEADERS_TOO_LARGE',
    'INTERNAL_ERROR',
    'STORAGE_UNAVAILABLE',
  ];
  if (!IDENTITY_HEADERS_IGNORED.has(url)) codes.push('AUTH_IDENTITY_MISMATCH');
  if (UNSAFE_METHODS.has(method.toUpperCase())) {
    codes.push('AUTH_CROSS_SITE', 'REQUEST_MALFORMED_JSON', 'REQUEST_TOO_LARGE', 'REQUEST_UNSUPPORTED_MEDIA_TYPE');
  }
  if (doc?.auth === 'session') codes.push('AUTH_REQUIRED');
  codes.push(...managedAccountGateCodes(method, url));
  return codes;
}

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

const errorBodySchema = {
  type: 'object' as const,
  description: 'The body of every non-2xx answer: `error` and `message` carry the same human text.',
  required: ['error', 'message', 'code'],
  properties: {
    error: { type: 'string' as const },
    message: { type: 'string' as const },
    code: { type: 'string' as const, enum: Object.keys(ERROR_STATUS) },
  },
};

/** The API: /api/…, the stream and /metrics. Anything else registered is a file of the web app (static-web.ts). */
const isApiUrl = (url: string): boolean => url.startsWith('/api/') || url === STREAM_PATH || url === '/metrics';

/** `/api/leagues/{id}` → `leagues`; `/stock-stream` → `stock-stream`. */
const tagOf = (url: string): string => url.replace(/^\/api\//, '/').split('/')[1] || 'root';

const SECURITY: Record<RouteDoc['auth'], Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { session: [] }],
  session: [{ session: [] }],
  metrics: [{}, { metricsToken: [] }],
};

/** Where the transform leaves an operation's error codes for `withErrorResponses` (removed from the document). */
const ERROR_CODES_KEY = 'x-error-codes';

/** The route's schema with what its `doc` declares: name, summary, security, documented-only body and headers. */
function documentedSchema(route: RouteOptions, method: string, url: string): Record<string, unknown> {
  const doc = route.config?.doc;
  const schema: Record<string, unknown> = { ...(route.schema as FastifySchema | undefined) };
  if (!doc) return schema;
  if (doc.body) schema.body = doc.body;
  if (doc.headers) schema.headers = doc.headers;
  schema.operationId = doc.operationId;
  schema.summary = doc.summary;
  if (doc.description) schema.description = doc.description;
  schema.security = SECURITY[doc.auth];
  schema[ERROR_CODES_KEY] = [...new Set([...commonErrorCodes(method, url, doc), ...(doc.errors ?? [])])];
  return schema;
}

type Operation = {
  responses?: Record<string, unknown>;
  [ERROR_CODES_KEY]?: ErrorCode[];
};

/** Each operation's error codes, grouped by status, as its error answers: the error body and the codes of each. */
function withErrorResponses<T extends { paths?: Record<string, Record<string, Operation>> }>(
  doc: T,
  docs: Map<string, RouteDoc>,
): T {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      operation.responses ??= {};
      const answers = docs.get(`${method} ${path}`)?.responses;
      // Fastify's placeholder for a route without a response schema, replaced by the answers its doc declares.
      if (answers) delete operation.responses['200'];
      for (const [status, answer] of Object.entries(answers ?? {})) {
        operation.responses[status] = answer.contentType
          ? { description: answer.description, content: { [answer.contentType]: { schema: { type: 'string' } } } }
          : { description: answer.description };
      }
      const codes = operation[ERROR_CODES_KEY] ?? [];
      delete operation[ERROR_CODES_KEY];
      const byStatus = new Map<number, ErrorCode[]>();
      for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
      for (const [status, ofStatus] of [...byStatus].sort(([a], [b]) => a - b)) {
        operation.responses[status] = {
          description: `Error body; \`code\` is one of: ${ofStatus.join(', ')}`,
          content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
        };
      }
    }
  }
  return doc;
}

/** Fastify's `/api/leagues/:id` is OpenAPI's `/api/leagues/{id}`. */
const toOpenApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI 3.1 document of every route: built by @fastify/swagger from the routes as they register,
 * their zod schemas turned into JSON Schema by fastify-type-provider-zod (zod's toJSONSchema), each operation named,
 * secured and given its error answers by its `config.doc` (RouteDoc). Registered before any route.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { version: string; publicUrl: string }) {
  const docs = new Map<string, RouteDoc>();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TradeArena API',
        version: opts.version,
        description:
          'The HTTP API of TradeArena. Sign in with POST /api/auth/login: the session is an httpOnly cookie. ' +
          'Every non-2xx answer carries the error body `{ error, message, code }`; each operation lists the ' +
          'statuses it can answer and their codes. The live price stream is the WebSocket at /stock-stream.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        schemas: { ErrorBody: errorBodySchema },
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
        },
      },
    },
    transform: (input) => {
      const { route, url } = input;
      if (!isApiUrl(url)) return { schema: { hide: true } as typeof input.schema, url };
      const method = [route.method].flat()[0] ?? 'GET';
      const doc = route.config?.doc;
      if (doc) docs.set(`${method.toLowerCase()} ${toOpenApiPath(url)}`, doc);
      const out = jsonSchemaTransform({
        ...input,
        schema: documentedSchema(route, method, url) as typeof input.schema,
      });
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      if (!schema.hide) schema.tags ??= [tagOf(url)];
      return { ...out, schema: schema as typeof out.schema };
    },
    transformObject: (input) =>
      withErrorResponses(jsonSchemaTransformObject(input) as Parameters<typeof withErrorResponses>[0], docs),
  });
}
