import { IdempotencyKeySchema } from '@tradearena/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/** The optional Idempotency-Key header, validated (400 when malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError('REQUEST_INVALID', `Invalid Idempotency-Key header: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
