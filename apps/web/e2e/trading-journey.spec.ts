import { expect, type Page, test } from '@playwright/test';
import type { PortfolioSummary } from '@tradearena/contracts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { checkScreen } from './support/check-screen.ts';
import { captureScreen } from './support/screens.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { placeThroughTicket } from './support/trade.ts';

const money = (n: number) =>
  `${n > 0 ? '+' : n < 0 ? '-' : ''}${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.abs(n))}`;

async function portfolioFromServer(page: Page): Promise<PortfolioSummary> {
  return page.evaluate(async () => (await fetch('/api/portfolio', { credentials: 'include' })).json());
}

test('a new player buys 10 MSFT, sells 5 by Quick Trade, and finds the trade in P&L, leaderboard and achievements', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { username } = await signUpNewPlayer(page, 'trader');

  // Dashboard: greeting, Power Moves, Market Movers, championships
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Top 20' })).toBeVisible();
  await expect(page.getByText('Top Gainers')).toBeVisible();
  await expect(page.getByText('$10,000', { exact: true })).toBeVisible();
  await checkScreen(page, 'dashboard');

  // Trading page: search MSFT, selected after the debounce, chart and price load
  await page.getByRole('link', { name: 'Personal Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { name: 'Personal Portfolio' })).toBeVisible();
  await expect(page.getByText('Market Open')).toBeVisible();
  const cashTile = page.getByRole('term').filter({ hasText: 'Cash available' }).locator('..');
  await expect(cashTile).toContainText('$100,000.00');
  const search = page.getByRole('combobox', { name: 'Search stocks' });
  await search.fill('');
  await search.pressSequentially('msft', { delay: 40 });
  await expect(search).toHaveValue('MSFT');
  await expect(page.getByRole('option', { name: /MSFT/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'MSFT', pressed: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'MSFT 5M candlestick chart' })).toBeVisible();
  await expect(page.getByTestId('price-per-share')).toContainText('$');

  // Buy 10
  const quantity = page.getByLabel('Quantity (shares)');
  await quantity.fill('10');
  await placeThroughTicket(page, 'Buy');
  await expect(page.getByText('Bought 10 MSFT').first()).toBeVisible();
  await expect(page.getByText('Achievement unlocked: First Trade').first()).toBeVisible();
  const afterBuy = await portfolioFromServer(page);
  expect(afterBuy.cashBalance).toBeLessThan(100_000);
  await expect(cashTile).toContainText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(afterBuy.cashBalance),
  );
  await expect(page.getByRole('term').filter({ hasText: 'Holdings' }).locator('..')).toContainText('1');
  await checkScreen(page, 'portfolio-trade');

  // Holdings: the position, then sell 5 through Quick Trade
  await page.getByRole('tab', { name: /Holdings/ }).click();
  const table = page.getByRole('table', { name: 'Your holdings' });
  await expect(table.getByRole('row', { name: /MSFT/ })).toContainText('10');
  await checkScreen(page, 'portfolio-holdings');
  await page.getByRole('button', { name: 'Quick Trade MSFT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Trade MSFT' });
  await dialog.getByRole('radio', { name: 'Sell' }).click();
  await dialog.getByLabel('Quantity', { exact: true }).fill('5');
  await expectNoSeriousA11yViolations(page);
  await captureScreen(page, test.info(), 'quick-trade');
  await dialog.getByRole('button', { name: 'Review order' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  await expect(review).toContainText('Sell 5 MSFT · Market · Day');
  await review.getByRole('button', { name: 'Confirm Sell' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sold 5 MSFT').first()).toBeVisible();
  await expect(table.getByRole('row', { name: /MSFT/ }).getByRole('cell').first()).toHaveText('5');

  // The sale is in the P&L: one closed trade, realized part as the server computed it
  const afterSell = await portfolioFromServer(page);
  expect(afterSell.closedTrades).toBe(1);
  expect(afterSell.cashBalance).toBeGreaterThan(afterBuy.cashBalance);
  const pnlTile = page.getByRole('term').filter({ hasText: 'Total P&L' }).locator('..');
  await expect(pnlTile).toContainText(`Realized ${money(afterSell.realizedProfitLoss)}`);
  await expect(page.getByText('of 1 closed trades')).toBeVisible();

  // Leaderboard: the player's own row
  await page.getByRole('link', { name: 'Leaderboard', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Global Leaderboard' })).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: username });
  await expect(mine).toContainText('You');
  await checkScreen(page, 'leaderboard');

  // Achievements: First Trade unlocked
  await page.getByRole('link', { name: 'Achievements', exact: true }).first().click();
  await expect(page.getByRole('listitem', { name: 'First Trade: unlocked' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Volume Trader: locked' })).toBeVisible();
  await expect(page.getByText('10%')).toBeVisible();
  await checkScreen(page, 'achievements');

  // Trending, privacy and terms
  await page.goto('/trending');
  await expect(page.getByRole('heading', { name: 'Trending Stocks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Gainers' })).toBeVisible();
  await checkScreen(page, 'trending');
  for (const [path, heading] of [
    ['/privacy', /Privacy/],
    ['/terms', /Terms/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkScreen(page, path.slice(1));
  }
});

test('a visitor sees the trending movers with a back link home', async ({ page }) => {
  await page.goto('/trending');
  await expect(page.getByRole('heading', { name: 'Trending Stocks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: 'Top Losers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
