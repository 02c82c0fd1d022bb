/** One printable login card: what a student needs for the first sign-in. */
export interface LoginCard {
  userId: number;
  firstName: string;
  lastName: string;
  username: string;
  temporaryPassword: string;
}

const key = (leagueId: number) => `login-cards:${leagueId}`;

/**
 * The cards of a class, kept in this tab only (sessionStorage): temporary passwords are shown once by the server
 * and must not outlive the lesson in the browser either.
 */
export function readLoginCards(leagueId: number): LoginCard[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key(leagueId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LoginCard[]) : [];
  } catch {
    return [];
  }
}

/** Adds cards (a new temporary password replaces the student's old card). */
export function rememberLoginCards(leagueId: number, cards: LoginCard[]): void {
  const fresh = new Set(cards.map((c) => c.userId));
  const kept = readLoginCards(leagueId).filter((c) => !fresh.has(c.userId));
  sessionStorage.setItem(key(leagueId), JSON.stringify([...kept, ...cards]));
}
