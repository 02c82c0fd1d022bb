import type { User } from '@/lib/auth-storage.ts';
import { storeSignedInUser } from '@/lib/auth-storage.ts';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    isEducator: false,
    timezone: 'UTC',
    experience: 0,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** Stores a signed-in user the way the login screen does. */
export function signInAs(overrides: Partial<User> = {}): User {
  const user = buildUser(overrides);
  storeSignedInUser(user);
  return user;
}
