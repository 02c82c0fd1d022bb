import { AUTH_MESSAGES } from '@tradearena/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { isListedOperator, isOperator, type SessionUser } from '../modules/accounts/index.ts';
import { requireUser } from './session.ts';

/**
 * The role check of an operator route (docs/decisions/004-error-body.md): the signed-in user when an operator; 403
 * OPERATOR_EMAIL_UNVERIFIED for a listed address not yet proven (whoever signed up first with it must not act until a
 * link proves it), 403 OPERATOR_REQUIRED with `refusal` for anyone else.
 */
export function requireOperator(
  request: FastifyRequest,
  operatorEmails: readonly string[],
  refusal: string,
): SessionUser {
  const user = requireUser(request);
  if (isOperator(user, operatorEmails)) return user;
  if (isListedOperator(user.email, operatorEmails))
    throw new AppError('OPERATOR_EMAIL_UNVERIFIED', AUTH_MESSAGES.operatorEmailUnverified);
  throw new AppError('OPERATOR_REQUIRED', refusal);
}
