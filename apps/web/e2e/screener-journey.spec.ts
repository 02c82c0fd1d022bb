import { expect, type Page, test } from '@playwright/test';
import { checkScreen } from './support/check-screen.ts';
import { hasNoHorizontalOverflow, SCREEN_WIDTHS } from './support/screens.ts';
import { signUpNewPlayer } from './support/sign-up.ts';

/** The simulated market's energy stocks (apps/server/src/adapters/market-data/simulated/universe.ts), by symbol. */
const ENERGY = ['COP', 'CVX', 'EOG', 'OXY', 'SLB', 'XOM'];

/** The stock's page, whose Trade button opens the trading page with `symbol` selected (search box, chart header). */
async function expectStockPageTradingOn(page: Page, symbol: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/stocks/${symbol}$`));
  await page.getByRole('link', { name: `Trade ${symbol} in Personal` }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio\\?symbol=${symbol}$`));
  await expect(page.getByRole('combobox', { name: 'Search stocks' })).toHaveValue(symbol);
  await expect(page.getByText(symbol, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('price-per-share')).toContainText('$');
}

test('a student screens a sector and opens a stock from the screener, then trades it', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpNewPlayer(page, 'screener');

  // From Education's practice tools
  await page.goto('/education');
  await page.getByRole('link', { name: /^Stock Screener/ }).click();
  await expect(page).toHaveURL(/\/screener$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stock Screener' })).toBeVisible();
  const count = page.getByText(/^\d+ of \d+ stocks$/);
  await expect(count).toBeVisible();
  const universe = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
  expect(universe).toBeGreaterThan(ENERGY.length);

  // Every stock, the longest names included, fits a 390 px phone: no sideways scrolling
  await page.setViewportSize(SCREEN_WIDTHS[1]);
  const cards = page.getByRole('list', { name: 'Stocks matching the filters' });
  await expect(cards.getByRole('listitem')).toHaveCount(universe);
  expect(await hasNoHorizontalOverflow(page), 'the full screener scrolls sideways at 390 px').toBe(true);
  await page.setViewportSize(SCREEN_WIDTHS[0]);

  // One sector, by symbol (the default order)
  await page.getByLabel('Sector').selectOption('Energy');
  await expect(page).toHaveURL(/[?&]sector=Energy/);
  await expect(count).toHaveText(`${ENERGY.length} of ${universe} stocks`);
  const table = page.getByRole('table', { name: 'Stocks matching the filters' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(ENERGY.length);
  await expect(rows.getByRole('rowheader').getByRole('link')).toHaveText(ENERGY);
  for (const row of await rows.all()) await expect(row.getByRole('cell').first()).toHaveText('Energy');

  // Sorted by price, highest first
  await page.getByLabel('Sort by').selectOption({ label: 'Price' });
  await page.getByLabel('Order').selectOption({ label: 'Descending' });
  await expect(page).toHaveURL(/[?&]dir=desc/);
  const prices = (await rows.locator('td:nth-child(3)').allTextContents()).map((t) => Number(t.replace(/[$,]/g, '')));
  expect(prices).toHaveLength(ENERGY.length);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await checkScreen(page, 'screener');

  // A row opens the stock's page, and Trade the trading page with that stock; Back returns to the same screen
  await table.getByRole('link', { name: 'XOM', exact: true }).click();
  await expectStockPageTradingOn(page, 'XOM');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/screener\?/);
  await expect(page.getByLabel('Sector')).toHaveValue('Energy');
  await expect(count).toHaveText(`${ENERGY.length} of ${universe} stocks`);

  // On a phone the results are cards, which open the stock's page too
  await page.setViewportSize(SCREEN_WIDTHS[1]);
  await expect(cards.getByRole('listitem')).toHaveCount(ENERGY.length);
  await expect(table).toBeHidden();
  await cards.getByRole('link').filter({ hasText: 'Chevron Corporation' }).click();
  await expectStockPageTradingOn(page, 'CVX');
});
