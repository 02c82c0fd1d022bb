import { ERROR_STATUS, type ErrorCode } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { params?: { code?: unknown } };
}

const isErrorCode = (v: unknown): v is ErrorCode => typeof v === 'string' && v in ERROR_STATUS;

/**
 * For route plugins whose contract schemas carry human messages (e.g. packages/contracts/src/auth.ts): a failed
 * validation answers with the first issue's message as-is, and with the issue's `params.code` as the error code
 * (REQUEST_INVALID otherwise). Encapsulated: it applies only to routes registered in `app`.
 */
export function useContractMessages(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors) => {
    const first = (errors as ValidationIssue[])[0];
    const code = first?.params?.params?.code;
    const message = first?.message || 'Invalid request';
    return new AppError(isErrorCode(code) ? code : 'REQUEST_INVALID', message);
  });
}
