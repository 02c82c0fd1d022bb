import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { type DeleteAccountDeps, deleteAccount } from '../user/index.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A managed account in none of its teacher's classes is kept this long after its last removal. */
export const REMOVED_ACCOUNT_KEPT_MS = 30 * DAY;
/** Managed accounts outlive their teacher's last paid Educator Pro period by this much. */
export const LAPSED_SUBSCRIPTION_GRACE_MS = 90 * DAY;

/**
 * The retention rule of docs/product/educators.md: erases (as deleting an account does, ADR 018) every live managed
 * account whose teacher removed it from their last class of the teacher's more than REMOVED_ACCOUNT_KEPT_MS ago,
 * whose teacher's last paid period ended more than LAPSED_SUBSCRIPTION_GRACE_MS ago, or whose teacher deleted their
 * own account. Returns the erased user ids. Safe to run again: an erased account is no longer live.
 */
export async function eraseLapsedManagedAccounts(deps: DeleteAccountDeps, now: Date): Promise<number[]> {
  const t = now.getTime();
  const rows = await deps.db
    .selectFrom('users')
    .innerJoin('users as teacher', 'teacher.id', 'users.managed_by')
    .select((eb) => [
      'users.id',
      'teacher.deleted_at as teacher_deleted_at',
      eb
        .selectFrom('educator_subscriptions as s')
        .select((s) => s.fn.max('s.current_period_end').as('paid_until'))
        .whereRef('s.user_id', '=', 'users.managed_by')
        .as('paid_until'),
      eb
        .selectFrom('competition_participants as p')
        .select((p) => p.fn.max('p.removed_at').as('removed_at'))
        .whereRef('p.user_id', '=', 'users.id')
        .as('last_removed_at'),
      eb
        .exists(
          eb
            .selectFrom('competition_participants as p')
            .innerJoin('competitions as c', 'c.id', 'p.competition_id')
            .select('p.user_id')
            .whereRef('p.user_id', '=', 'users.id')
            .whereRef('c.created_by_user_id', '=', 'users.managed_by')
            .where('p.season', '=', LEAGUE_SEASON)
            .where('p.removed_at', 'is', null),
        )
        .as('seated'),
    ])
    .where('users.deleted_at', 'is', null)
    .where('users.managed_by', 'is not', null)
    .execute();
  const due = rows.filter((r) => {
    if (r.teacher_deleted_at !== null) return true;
    if (r.paid_until !== null && Number(r.paid_until) + LAPSED_SUBSCRIPTION_GRACE_MS <= t) return true;
    const seated = r.seated === true || Number(r.seated) === 1;
    return !seated && Number(r.last_removed_at ?? 0) + REMOVED_ACCOUNT_KEPT_MS <= t;
  });
  const erased: number[] = [];
  for (const r of due) {
    const result = await deleteAccount(deps, { userId: Number(r.id) });
    if (result.ok) erased.push(Number(r.id));
  }
  return erased;
}
