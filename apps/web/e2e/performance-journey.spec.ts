import { expect, test } from '@playwright/test';
import type { PerformanceResponse } from '@tradearena/contracts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { pickSymbol, placeThroughTicket, sharesWorth } from './support/trade.ts';

test('a player buys SPY and sees the portfolio line track the S&P 500 line', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpNewPlayer(page, 'indexer');
  await page.getByRole('link', { name: 'Personal Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  const panel = page.getByRole('region', { name: 'Performance' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('All cash: no holdings yet.')).toBeVisible();

  await pickSymbol(page, 'SPY');
  // About three quarters of the $100,000 invested, whatever SPY costs in this run's market.
  const shares = await sharesWorth(page, 75_000);
  await page.getByLabel('Quantity (shares)').fill(String(shares));
  await placeThroughTicket(page, 'Buy');
  await expect(page.getByText(`Bought ${shares.toLocaleString('en-US')} SPY`).first()).toBeVisible();

  // The snapshot job records the new portfolio within a minute; the live value is the last point.
  let body: PerformanceResponse | undefined;
  await expect
    .poll(
      async () => {
        body = await getJson<PerformanceResponse>(page, '/api/portfolio/performance?range=1D');
        return body.points.length;
      },
      { timeout: 100_000, intervals: [5_000] },
    )
    .toBeGreaterThanOrEqual(2);
  await panel.getByRole('button', { name: '1D' }).click();
  await expect(panel.getByRole('img', { name: /Your portfolio and the S&P 500/ })).toBeVisible();
  // A line may be flat (the simulated price has not moved yet): drawn, of no height.
  await expect(panel.locator('[data-series="portfolio"]')).toBeAttached();
  await expect(panel.locator('[data-series="benchmark"]')).toBeAttached();
  await expect(panel.getByText(/: your portfolio tends to move .*× the market\./)).toBeVisible();

  // Only SPY and cash: every point is the S&P 500's move times the share invested, the picks explain nothing.
  const p = body!;
  const invested = p.beta;
  expect(invested).toBeGreaterThan(0.5);
  expect(invested).toBeLessThanOrEqual(1);
  for (const point of p.points) expect(Math.abs(point.returnPct - invested * point.benchmarkPct)).toBeLessThan(0.05);
  expect(Math.abs(p.attribution.selectionPct)).toBeLessThanOrEqual(0.05);
  expect(p.sectors).toHaveLength(1);
});
