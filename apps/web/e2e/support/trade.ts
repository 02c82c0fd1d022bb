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
 * The whole shares of the picked symbol that `dollars` buys at the ticket's price per share (at least 1). The journeys'
 * server has a secret market seed per run, so a symbol's price is not known in advance: an order meant to use a share
 * of the cash (or to pass a cap) is sized from the price shown, never a fixed quantity.
 */
export async function sharesWorth(page: Page, dollars: number): Promise<number> {
  const text = (await page.getByTestId('price-per-share').textContent()) ?? '';
  const price = Number(text.replace(/[^0-9.]/g, ''));
  expect(price, `a price per share in "${text}"`).toBeGreaterThan(0);
  return Math.max(1, Math.floor(dollars / price));
}

/**
 * Places the order written on the trading page's ticket as a player does: chooses `side`, opens the review and
 * confirms it (ticking the first short sale's "I understand" when it is asked); the review closes.
 */
export async function placeThroughTicket(page: Page, side: 'Buy' | 'Sell' | 'Short' | 'Cover'): Promise<void> {
  const ticket = page.getByRole('region', { name: 'Place an order' });
  await ticket.getByRole('button', { name: side, exact: true }).click();
  await ticket.getByRole('button', { name: 'Review order' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  await expect(review).toBeVisible();
  const understood = review.getByRole('checkbox', { name: /I understand/ });
  if (side === 'Short' && (await understood.count()) > 0) await understood.check();
  await review.getByRole('button', { name: `Confirm ${side}` }).click();
  await expect(review).toBeHidden();
}

/**
 * Buys `shares` of `symbol` through the trading page's ticket (search, pick, quantity, Buy, Review, Confirm) and
 * waits for the "Bought" toast.
 */
export async function buyThroughTicket(page: Page, symbol: string, shares: number): Promise<void> {
  await pickSymbol(page, symbol);
  await page.getByLabel('Quantity (shares)').fill(String(shares));
  await placeThroughTicket(page, 'Buy');
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
  await placeThroughTicket(page, 'Buy');
}
