import fastifySwagger from '@fastify/swagger';
import { ERROR_STATUS, type ErrorCode, STREAM_PATH } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';

/** The error statuses every operation documents, each answered with the error body of ARCHITECTURE §6. */
const DOCUMENTED_ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 429, 500, 503] as const;

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

const codesOf = (status: number): ErrorCode[] =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_STATUS[code] === status);

/** `components.responses.Error400` …: the error body, with the codes that come with that status. */
function errorResponses() {
  return Object.fromEntries(
    DOCUMENTED_ERROR_STATUSES.map((status) => [
      `Error${status}`,
      {
        description: `Error body; \`code\` is one of: ${codesOf(status).join(', ')}`,
        content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
      },
    ]),
  );
}

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

type Operation = { responses?: Record<string, unknown> };

/** Adds the documented error statuses (as references to components.responses) to every operation. */
function withErrorResponses<T extends { paths?: Record<string, Record<string, Operation>> }>(doc: T): T {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      operation.responses ??= {};
      for (const status of DOCUMENTED_ERROR_STATUSES) {
        operation.responses[status] ??= { $ref: `#/components/responses/Error${status}` };
      }
    }
  }
  return doc;
}

/**
 * The OpenAPI 3.1 document of every route (issue 16): built by @fastify/swagger from the routes as they register,
 * their zod schemas turned into JSON Schema by fastify-type-provider-zod. Registered before any route.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { version: string; publicUrl: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TradeArena API',
        version: opts.version,
        description:
          'The HTTP API of TradeArena. Sign in with POST /api/auth/login: the session is an httpOnly cookie. ' +
          'Every non-2xx answer carries the error body `{ error, message, code }`. The live price stream is the ' +
          'WebSocket at /stock-stream.',
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        schemas: { ErrorBody: errorBodySchema },
        responses: errorResponses(),
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: (input) => {
      if (!isApiUrl(input.url)) return { schema: { hide: true } as typeof input.schema, url: input.url };
      const out = jsonSchemaTransform(input);
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      if (!schema.hide) schema.tags ??= [tagOf(input.url)];
      return { ...out, schema: schema as typeof out.schema };
    },
    transformObject: (input) =>
      withErrorResponses(jsonSchemaTransformObject(input) as Parameters<typeof withErrorResponses>[0]),
  });
}
