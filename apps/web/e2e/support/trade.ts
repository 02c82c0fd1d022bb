import { expect, type Page } from '@playwright/test';

/**
 * Picks `symbol` on the trading page's ticket (search, pick) — the same on /portfolio, a league portfolio and a
 * championship arena — and waits until the ticket shows its price.
 */
export async function pickSymbol(page: Page, symbol: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Search stocks' });
  await search.fill('');
  await search.pressSequentially(symbol.toLowerCase(), { delay: 40 });
  await expect(search).toHaveValue(symbol);
  await expect(page.getByRole('button', { name: symbol, pressed: true })).toBeVisible();
  await expect(page.getByTestId('price-per-share')).toContainText('$');
}

/**
 * Buys `shares` of `symbol` through the trading page's ticket (search, pick, quantity, Buy) and waits for the
 * "Bought" toast.
 */
export async function buyThroughTicket(page: Page, symbol: string, shares: number): Promise<void> {
  await pickSymbol(page, symbol);
  await page.getByLabel('Quantity (shares)').fill(String(shares));
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByText(`Bought ${shares.toLocaleString('en-US')} ${symbol}`).first()).toBeVisible();
}

/** The "Cash available" stat card of the trading page. */
export function cashTile(page: Page) {
  return page.getByRole('term').filter({ hasText: 'Cash available' }).locator('..');
}

/** The "Holdings" stat card of the trading page. */
export function holdingsTile(page: Page) {
  return page.getByRole('term').filter({ hasText: 'Holdings' }).locator('..');
}

/** Places a buy limit order of `shares` at `limit` with its time in force through the trading page's ticket. */
export async function placeLimitBuy(page: Page, limit: string, shares: number, timeInForce: 'day' | 'gtc' = 'gtc') {
  await page.getByLabel('Order type').selectOption('limit');
  await page.getByLabel('Limit price ($)').fill(limit);
  await page.getByLabel('Time in force').selectOption(timeInForce);
  await page.getByLabel('Quantity (shares)').fill(String(shares));
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
}
