/** The signed-in user a session resolves to, as every request and the session cache carry it. */
export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The account proved it controls `email` (users.email_verified_at): with ADMIN_EMAILS, who is an operator. */
  emailVerified: boolean;
  /** Derived from `educatorUntil` at each request (isEducatorAt). */
  isEducator: boolean;
  /** End of the active Educator Pro period (epoch ms), null without one. */
  educatorUntil: number | null;
  timezone: string;
  experience: number;
  createdAt: number;
  /** A student account a teacher created from a roster (users.managed_by): no email, private (ADR 024). */
  managed: boolean;
  /** Signed in with a temporary password: every call but reading the user and setting a password is refused. */
  mustChangePassword: boolean;
}
