import type { User } from '@tradearena/contracts';
import type { SessionUser } from '../accounts/index.ts';

/** The user as the API shows it (docs/product/accounts.md): instants as ISO UTC text. */
export function presentUser(u: SessionUser): User {
  return {
    id: u.id,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    isEducator: u.isEducator,
    timezone: u.timezone,
    experience: u.experience,
    createdAt: new Date(u.createdAt).toISOString(),
    ...(u.mustChangePassword ? { mustChangePassword: true } : {}),
  };
}
