import { expect, type Page, test } from '@playwright/test';
import type { Competition, Order, PortfolioSummary, TradesPage } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { type ClockedServer, startClockedServer } from './support/clocked-server.ts';
import { getJson } from './support/get-json.ts';
import { SCREEN_WIDTHS } from './support/screens.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { cashTile, holdingsTile, pickSymbol, placeThroughTicket } from './support/trade.ts';

/**
 * docs/product/trading.md#short-selling-and-margin: a player sells short from the trade ticket, sees the short position and the buying power the 150 % rule
 * leaves, is stopped from buying while short, covers part from the holding's Cover button and the rest from the
 * ticket (on a phone), and the trades show as a short and two covers. A friend league created with short selling off
 * says so on its trading page. Its own server: the public seed (deterministic prices), the real NYSE hours and a clock
 * on a Tuesday morning session (10:00 in New York, 9:00 Central: an 8:00 AM league start is already past).
 */
const PORT = 3104;
const CLOCK_START = '2026-11-24T15:00:00.000Z';
const SYMBOL = 'MSFT';
const SHORTED = 10;
const COVERED_IN_DIALOG = 4;
const COVERED_ON_TICKET = SHORTED - COVERED_IN_DIALOG;
const STARTING_CASH = 100_000;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const PRICE = String.raw`\$[\d,]+\.\d\d`;

let server: ClockedServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startClockedServer({
    port: PORT,
    leadMs: 0,
    clockStart: CLOCK_START,
    env: { MARKET_SEED: 'tradearena', MARKET_SEED_ALLOW_PUBLIC: 'true', MARKET_HOURS: 'nyse' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The summary's "Buying power" tile (the first such term on the page; the ticket's estimate has one too). */
function buyingPowerTile(page: Page) {
  return page.getByRole('term').filter({ hasText: 'Buying power' }).first().locator('..');
}

/** The trade ticket ("Place an order"). */
function ticket(page: Page) {
  return page.getByRole('region', { name: 'Place an order' });
}

/** The newest filled `side` order of SYMBOL, read through the page's own session. */
async function lastFill(page: Page, side: Order['side']): Promise<Order> {
  const orders = await getJson<Order[]>(page, '/api/orders?status=all');
  const fill = orders.find((o) => o.symbol === SYMBOL && o.side === side && o.status === 'filled');
  expect(fill, `a filled ${side} order of ${SYMBOL}`).toBeDefined();
  return fill!;
}

test('a player sells short, sees the short and the buying power, cannot buy while short, and covers it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: SCREEN_WIDTHS[0] });
  const page = await context.newPage();
  await signUpNewPlayer(page, 'shorts');
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Personal Portfolio' })).toBeVisible();
  expect((await getJson<{ isOpen: boolean }>(page, '/api/market/status')).isOpen, 'a regular NYSE session').toBe(true);

  // Pick the symbol; the ticket offers Buy and Short, Sell disabled with its reason (nothing held), no Cover (nothing
  // is short yet). A plain buy shows no margin figures; choosing Short shows them.
  await pickSymbol(page, SYMBOL);
  const sides = ticket(page);
  for (const side of ['Buy', 'Short'])
    await expect(sides.getByRole('button', { name: side, exact: true })).toBeEnabled();
  await expect(sides.getByRole('button', { name: 'Sell', exact: true })).toBeDisabled();
  await expect(sides).toContainText(`You hold no ${SYMBOL} to sell.`);
  await expect(sides.getByRole('button', { name: 'Cover', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('short-selling-power')).toHaveCount(0);
  await sides.getByRole('button', { name: 'Short', exact: true }).click();
  await expect(page.getByTestId('short-selling-power')).toContainText('$');

  // 1. A market short of SHORTED shares: the fill is announced with its price.
  await expect(page.getByLabel('Order type')).toHaveValue('market');
  await page.getByLabel('Quantity (shares)').fill(String(SHORTED));
  await expect(page.getByTestId('margin-held')).toContainText('$');
  // The first short sale is explained, and confirmed only once understood.
  await sides.getByRole('button', { name: 'Review order' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  await expect(review).toContainText('Your first short sale');
  await expect(review.getByRole('button', { name: 'Confirm Short' })).toBeDisabled();
  await review.getByRole('button', { name: 'Back' }).click();
  await placeThroughTicket(page, 'Short');
  await expect(
    page.getByText(new RegExp(`Order filled: Sold short ${SHORTED} ${SYMBOL} at ${PRICE}`)).first(),
  ).toBeVisible();
  const short = await lastFill(page, 'short');
  expect(short.quantity).toBe(SHORTED);
  const shortPrice = short.fillPrice!;
  await expect(
    page.getByText(`Order filled: Sold short ${SHORTED} ${SYMBOL} at ${usd.format(shortPrice)}`).first(),
  ).toBeVisible();
  await expect(ticket(page)).toContainText(`You are short ${SHORTED} ${SYMBOL}`);

  // The proceeds are credited to cash; the buying power is the cash less 150 % of the short's current value.
  const proceedsCash = STARTING_CASH + Math.round(SHORTED * shortPrice * 100) / 100;
  await expect(cashTile(page)).toContainText(usd.format(proceedsCash));
  await expect(holdingsTile(page)).toContainText('1');
  await expect(async () => {
    const p = await getJson<PortfolioSummary>(page, '/api/portfolio');
    expect(p.cashBalance).toBeCloseTo(proceedsCash, 2);
    expect(p.reservedCash).toBe(0);
    expect(p.shortMarketValue).toBeGreaterThan(0);
    expect(p.buyingPower).toBeCloseTo(p.cashBalance - 1.5 * p.shortMarketValue, 1);
    expect(p.buyingPower).toBeLessThan(p.cashBalance);
    expect(p.buyingPower).toBeLessThan(STARTING_CASH);
    // The page shows the same figures (the price moves, so both are read again until they agree).
    await expect(buyingPowerTile(page)).toContainText(usd.format(p.buyingPower), { timeout: 1_500 });
    await expect(buyingPowerTile(page)).toContainText(`Shorts owed ${usd.format(p.shortMarketValue)}`, {
      timeout: 1_500,
    });
    await expect(page.getByTestId('buying-power')).toHaveText(usd.format(p.buyingPower), { timeout: 1_500 });
  }).toPass({ timeout: 30_000 });

  // 2. Buying while short is refused on the page (disabled, with the reason), before any request.
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === '/api/orders' || path === '/api/trade-action')) sent.push(path);
  });
  await page.getByLabel('Quantity (shares)').fill('1');
  await expect(sides.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
  await expect(sides).toContainText(`You are short ${SYMBOL}: cover the short before buying ${SYMBOL}`);
  // Selling is refused too: a short is closed with Cover.
  await expect(sides.getByRole('button', { name: 'Sell', exact: true })).toBeDisabled();
  await expect(sides).toContainText(`You are short ${SYMBOL}: use Cover to buy the shares back.`);
  expect(sent).toEqual([]);
  expect((await getJson<PortfolioSummary>(page, '/api/portfolio')).positions).toHaveLength(1);
  await checkScreen(page, 'short-selling-ticket');

  // The holding: marked Short, its shares as a count, sold at the fill price, its value a liability.
  await page.getByRole('tab', { name: /Holdings/ }).click();
  const holdings = page.getByRole('table', { name: 'Your holdings' });
  const row = holdings.getByRole('row', { name: new RegExp(SYMBOL) });
  await expect(row.getByRole('rowheader')).toHaveText(`${SYMBOL}Short`);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(String(SHORTED));
  await expect(cells.nth(1)).toHaveText(usd.format(shortPrice));
  await expect(cells.nth(4)).toHaveText(new RegExp(`^-${PRICE}$`));
  const [position] = (await getJson<PortfolioSummary>(page, '/api/portfolio')).positions;
  expect(position).toMatchObject({ symbol: SYMBOL, side: 'short', quantity: -SHORTED });
  expect(position!.marketValue).toBeLessThan(0);
  expect(position!.marketValue).toBeCloseTo(-SHORTED * position!.currentPrice, 2);
  // The row is live (the stream's price, a step ahead of or behind the API's own read at times): its value is the
  // shares sold short times the current price it shows, as a liability. Both cells are read in one go.
  const [shownPrice, shownValue] = await row.evaluate((tr) =>
    [...tr.querySelectorAll('td')].filter((_, i) => i === 2 || i === 4).map((td) => td.textContent ?? ''),
  );
  const dollarsOf = (text: string) => Number(text.replace(/[$,]/g, ''));
  expect(shownValue).toBe(`-${usd.format(SHORTED * dollarsOf(shownPrice!))}`);
  await checkScreen(page, 'short-selling-holdings');

  // 3a. Cover part through the holding's Cover button (Quick Trade): Cover is the side it opens on.
  await row.getByRole('button', { name: `Cover ${SYMBOL}` }).click();
  const dialog = page.getByRole('dialog', { name: `Quick Trade ${SYMBOL}` });
  await expect(dialog).toContainText(`You are short ${SHORTED} shares.`);
  await expect(dialog.getByRole('radio', { name: 'Cover' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('radio', { name: 'Short' })).toHaveAttribute('aria-checked', 'false');
  await dialog.getByLabel('Quantity', { exact: true }).fill(String(COVERED_IN_DIALOG));
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('dialog', { name: 'Review your order' }).getByRole('button', { name: 'Confirm Cover' }).click();
  await expect(
    page.getByText(new RegExp(`Order filled: Covered ${COVERED_IN_DIALOG} ${SYMBOL} at ${PRICE}`)).first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cells.nth(0)).toHaveText(String(COVERED_ON_TICKET));
  await expect(row.getByRole('rowheader')).toHaveText(`${SYMBOL}Short`);

  // 4. On a phone, the ticket's sides are reachable and labelled; Cover takes the rest from there.
  await page.getByRole('tab', { name: 'Trade' }).click();
  await page.setViewportSize(SCREEN_WIDTHS[1]);
  await expect(ticket(page)).toContainText(`You are short ${COVERED_ON_TICKET} ${SYMBOL}`);
  for (const side of ['Buy', 'Sell', 'Short', 'Cover']) {
    const button = sides.getByRole('button', { name: side, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    if (side === 'Short' || side === 'Cover') await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
  // Cover is the side chosen while short, explained; Max fills in the shares sold short.
  await expect(sides.getByRole('button', { name: 'Cover', exact: true })).toHaveAccessibleDescription(
    /Selling short sells shares you borrow, betting the price falls; Cover buys them back\./,
  );
  const quantity = page.getByLabel('Quantity (shares)');
  await quantity.scrollIntoViewIfNeeded();
  await sides.getByRole('button', { name: 'Max' }).click();
  await expect(quantity).toHaveValue(String(COVERED_ON_TICKET));
  await placeThroughTicket(page, 'Cover');
  await expect(
    page.getByText(new RegExp(`Order filled: Covered ${COVERED_ON_TICKET} ${SYMBOL} at ${PRICE}`)).first(),
  ).toBeVisible();
  await expect(sides.getByRole('button', { name: 'Cover', exact: true })).toHaveCount(0);
  await expect(ticket(page)).not.toContainText('You are short');
  await page.setViewportSize(SCREEN_WIDTHS[0]);

  // The position is gone, the buying power is the cash again, and the trades are a short and two covers.
  await page.getByRole('tab', { name: /Holdings/ }).click();
  await expect(page.getByText('No holdings yet', { exact: true })).toBeVisible();
  await expect(holdingsTile(page)).toContainText('0');
  const after = await getJson<PortfolioSummary>(page, '/api/portfolio');
  expect(after.positions).toEqual([]);
  expect(after.shortMarketValue).toBe(0);
  expect(after.buyingPower).toBeCloseTo(after.cashBalance, 2);
  await expect(buyingPowerTile(page)).toContainText(usd.format(after.buyingPower));
  await expect(buyingPowerTile(page)).not.toContainText('Shorts owed');
  expect(after.closedTrades).toBe(2);
  const { trades } = await getJson<TradesPage>(page, '/api/trades');
  expect(trades.map((t) => [t.action, t.symbol, t.shares])).toEqual([
    ['cover', SYMBOL, COVERED_ON_TICKET],
    ['cover', SYMBOL, COVERED_IN_DIALOG],
    ['short', SYMBOL, SHORTED],
  ]);
  expect(trades.at(-1)?.price).toBe(shortPrice);
  await context.close();
});

test('a friend league created with short selling off says so on its trading page', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: SCREEN_WIDTHS[0] });
  const page = await context.newPage();
  await signUpNewPlayer(page, 'longonly');
  const leagueName = `Long Only ${Date.now().toString(36).slice(-5)}`;

  // Created today at 8:00 AM Central (already past on the server's clock), with "Allow short selling" unticked.
  await page.goto('/competitions');
  await page.getByRole('button', { name: 'Create Friend League' }).click();
  const form = page.getByRole('dialog', { name: 'Create Friend League' });
  await form.getByLabel('League name').fill(leagueName);
  await form.getByLabel('Your display name').fill('Long Lucy');
  await form.getByLabel('Start time (Central)').selectOption('8:00 AM');
  const allowShorts = form.getByLabel('Allow short selling');
  await expect(allowShorts).toBeChecked();
  await allowShorts.uncheck();
  await form.getByRole('button', { name: 'Create League' }).click();
  const created = page.getByRole('dialog', { name: 'League Created!' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'Done' }).click();
  const league = (await getJson<Competition[]>(page, '/api/competitions/user')).find((c) => c.name === leagueName);
  expect(league).toMatchObject({ isActive: true, shortSellingAllowed: false });

  // Its trading page: Buy and Sell, no Short, and why.
  await page
    .getByRole('listitem', { name: leagueName })
    .getByRole('link', { name: `Enter Portfolio of ${leagueName}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search stocks' })).toBeVisible();
  const sides = ticket(page);
  await expect(sides.getByText('Short selling is switched off in this league.')).toBeVisible();
  await expect(sides.getByRole('button', { name: 'Buy', exact: true })).toBeVisible();
  await expect(sides.getByRole('button', { name: 'Sell', exact: true })).toBeVisible();
  await expect(sides.getByRole('button', { name: 'Short', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('short-selling-power')).toHaveCount(0);
  await context.close();
});
