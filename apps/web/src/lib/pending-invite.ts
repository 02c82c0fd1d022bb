import { paths } from '@/lib/paths.ts';

const KEY = 'pendingInvite';
/** An invitation opened signed out waits this long for the sign-up, sign-in or emailed link that follows it. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The league invitation (`/competitions?join=CODE`) a signed-out visitor opened, kept in this browser (all tabs, so
 * it survives an emailed link opened in a new one) until the join dialog opens with it or the browser signs out
 * (clearBrowserStorage clears it with everything else).
 */
export function rememberInvite(code: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Storage refused (private mode, quota): the code still travels in the sign-in link.
  }
}

/** The remembered invitation code, or null when there is none or it is older than KEEP_MS. */
export function pendingInvite(now = Date.now()): string | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { code, at } = value as { code?: unknown; at?: unknown };
    return typeof code === 'string' && code !== '' && typeof at === 'number' && now - at < KEEP_MS ? code : null;
  } catch {
    return null;
  }
}

export function forgetInvite(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** Where a browser goes once signed in: the join dialog of a waiting invitation (`code`), else the dashboard. */
export function signedInHome(code = pendingInvite()): string {
  return code ? paths.competitions.getHref(code) : paths.dashboard.getHref();
}
