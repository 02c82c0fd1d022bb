import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from './current-user.ts';

export interface OperatorState {
  /** Listed in ADMIN_EMAILS and the address proven (GET /api/user `isOperator`). */
  isOperator: boolean;
  /** Listed but not proven yet (`operatorPending`): the moderation screen offers the confirmation link. */
  operatorPending: boolean;
  /** The address the server knows for the account (where a confirmation link goes). */
  email: string | null;
  isPending: boolean;
}

/**
 * Whether the signed-in user is an operator, read from the server (GET /api/user), not from the stored user. It
 * only decides what to show: the operator routes check it themselves.
 */
export function useIsOperator(): OperatorState {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data as { isOperator?: unknown; operatorPending?: unknown; email?: unknown } | null | undefined;
  return {
    isOperator: user?.isOperator === true,
    operatorPending: user?.operatorPending === true,
    email: typeof user?.email === 'string' ? user.email : null,
    isPending: query.isPending,
  };
}
