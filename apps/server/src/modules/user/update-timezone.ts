import type { UpdateTimezoneRequest } from '@tradearena/contracts';
import { ok, type Result } from '../../app-error.ts';
import type { SessionUser } from '../accounts/index.ts';
import type { AuthDeps } from '../auth/index.ts';
import { getUser } from '../auth/index.ts';

/** Saves the browser's IANA time zone (already validated by the contract) on the user. */
export async function updateTimezone(
  deps: AuthDeps,
  input: UpdateTimezoneRequest & { userId: number },
): Promise<Result<SessionUser>> {
  await deps.db.updateTable('users').set({ timezone: input.timezone }).where('id', '=', input.userId).execute();
  await deps.sessionCache.forgetUser(input.userId);
  const user = await getUser(deps.db, input.userId, deps.clock.now());
  if (!user) throw new Error(`signed-in user ${input.userId} not found`);
  return ok(user);
}
