/**
 * Whether a player has confirmed a short sale in this browser (then its explanation is not asked again): kept per
 * user in localStorage, so another player signing in on the same browser still sees it once.
 */
const key = (userId: number | string | undefined) => `shortSaleExplained:${userId ?? 'anonymous'}`;

export function hasShortSaleExplained(userId: number | string | undefined): boolean {
  try {
    return localStorage.getItem(key(userId)) === 'true';
  } catch {
    return false;
  }
}

export function rememberShortSaleExplained(userId: number | string | undefined): void {
  try {
    localStorage.setItem(key(userId), 'true');
  } catch {
    // Storage refused (private mode): the explanation shows again next time.
  }
}
