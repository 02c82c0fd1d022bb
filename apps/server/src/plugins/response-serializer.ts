import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type ZodType } from 'zod';
import type { Config } from '../config.ts';

export type SerializerMode = 'checked' | 'fast';

export const serializerMode = (config: Pick<Config, 'NODE_ENV'>): SerializerMode =>
  config.NODE_ENV === 'production' ? 'fast' : 'checked';

/**
 * How answers are serialized (decision 010):
 * - `checked` (development and tests): every answer is encoded with its route's contract schema and must come out
 *   exactly as the handler built it — an invalid value (a NaN, a missing field) or a field the contract would
 *   strip or transform fails the request (a 500 in the suites), so the suites catch it;
 * - `fast` (production): `JSON.stringify` of what the handler built. The checked mode is what makes this safe:
 *   a handler whose output the contract would change fails its tests instead of leaking a field here.
 */
export function responseSerializerCompiler(mode: SerializerMode): FastifySerializerCompiler<ZodType> {
  if (mode === 'fast') return () => (data) => JSON.stringify(data);
  return ({ schema, method, url }) =>
    (data) => {
      holdToContract(schema, method, url, data);
      return JSON.stringify(data);
    };
}

/** Throws unless `data` meets the contract and encoding it changes nothing (no field stripped or transformed). */
function holdToContract(schema: ZodType, method: string, url: string, data: unknown): void {
  const result = safeEncode(schema, data);
  if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
  if (!isDeepStrictEqual(result.data, data)) {
    throw new Error(
      `Answer of ${method} ${url} has fields its contract strips or transforms; build it in the contract shape`,
    );
  }
}

/**
 * For the hottest answers, whose JSON text is written by hand (e.g. portfolioSummaryText): sends the text as the
 * JSON answer; in `checked` mode it is first parsed and held to the route's contract like any other answer.
 */
export function jsonTextSender(mode: SerializerMode, schema: ZodType): (reply: FastifyReply, text: string) => void {
  return (reply, text) => {
    if (mode === 'checked') holdToContract(schema, reply.request.method, reply.request.url, JSON.parse(text));
    reply.type('application/json; charset=utf-8').send(text);
  };
}
