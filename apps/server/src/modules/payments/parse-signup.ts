import {
  EducatorSubscriptionBodySchema,
  EducatorUpgradeBodySchema,
  ERROR_STATUS,
  type ErrorCode,
} from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { StartSubscriptionInput } from './start-educator-subscription.ts';

const isErrorCode = (v: unknown): v is ErrorCode => typeof v === 'string' && v in ERROR_STATUS;

/**
 * The wizard's body: signed out, steps 1 and 2 (the account is created with the sign-up's rules); signed in, step 1
 * only (the signed-in account is upgraded; its username and password fields are ignored). A 400 carries the first
 * problem's message ('Please complete all required fields', 'Passwords do not match', the sign-up's texts).
 */
export function parseSignup(body: unknown, userId: number | null): Result<StartSubscriptionInput> {
  const parsed =
    userId === null ? EducatorSubscriptionBodySchema.safeParse(body) : EducatorUpgradeBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = (issue as { params?: { code?: unknown } } | undefined)?.params?.code;
    return fail(isErrorCode(code) ? code : 'REQUEST_INVALID', issue?.message || 'Invalid request');
  }
  const v = parsed.data;
  if (userId !== null) return ok({ institution: v, userId, account: null });
  const full = v as typeof v & { username: string; password: string };
  return ok({
    institution: v,
    userId: null,
    account: {
      email: v.email,
      username: full.username,
      password: full.password,
      firstName: v.firstName,
      lastName: v.lastName,
    },
  });
}
