/**
 * Opens a URL in a new tab; false when the browser blocked the popup (it answers no window), so the page can offer
 * the link instead. The new tab gets no handle back to this one.
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}
