import { expect, test } from '@playwright/test';
import type { PortfolioSummary } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { placeThroughTicket } from './support/trade.ts';

test('a new player sees the simulated market said, — for a win rate without data, and a day change from the fill', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewPlayer(page, 'honest');
  await page.getByRole('link', { name: 'Personal Portfolio' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Portfolio' })).toBeVisible();

  // The market's nature, beside the Live badge.
  await expect(page.getByText('Simulated market', { exact: true })).toBeVisible();
  await expect(
    page.getByText("Prices are simulated from real market history; they differ from your broker's."),
  ).toBeVisible();

  // No closed trade yet: no ratio.
  const winRate = page.getByRole('term').filter({ hasText: 'Win rate' }).locator('..');
  await expect(winRate).toContainText('—');
  await expect(winRate).toContainText('no closed trades yet');
  await checkScreen(page, 'portfolio-simulated');

  // Bought minutes ago: the day change counts from the fill, so it equals the unrealized P&L.
  await page.getByLabel('Quantity (shares)').fill('10');
  await placeThroughTicket(page, 'Buy');
  await expect(page.getByText(/Bought 10 /).first()).toBeVisible();
  const p: PortfolioSummary = await page.evaluate(async () =>
    (await fetch('/api/portfolio', { credentials: 'include' })).json(),
  );
  const [position] = p.positions;
  expect(position?.dayChange).toBe(position?.unrealizedPL);
  expect(position?.dayChangeBase).toBe(position?.averagePrice);
  expect(p.dayChange).toBe(p.unrealizedProfitLoss);
});
