import { expect, test } from '@playwright/test';
import type { CompetitionLeaderboard, PortfolioSummary } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { buyThroughTicket, cashTile, holdingsTile } from './support/trade.ts';

const WEEKLY = 1;

test('a player joins the weekly championship, trades in the arena and sees their rank on its leaderboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { username } = await signUpNewPlayer(page, 'champ');

  // Trading Leagues, from the account menu: Public Tournaments with the weekly and monthly cards
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Competitions' }).click();
  await expect(page).toHaveURL(/\/competitions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Leagues' })).toBeVisible();
  await expect(page.getByText('No leagues yet')).toBeVisible();
  const tournaments = page.getByRole('region', { name: 'Public Tournaments' });
  const weekly = tournaments.getByRole('listitem').filter({ hasText: 'Weekly Championship' });
  const monthly = tournaments.getByRole('listitem').filter({ hasText: 'Monthly Championship' });
  await expect(weekly).toContainText('$10,000');
  await expect(monthly).toContainText('$50,000');
  await expect(weekly.getByRole('button', { name: 'Join Tournament' })).toBeVisible();
  await checkScreen(page, 'competitions');

  // Join Tournament → the success toast → Enter Arena
  await weekly.getByRole('button', { name: 'Join Tournament' }).click();
  await expect(page.getByText("Success! You've joined the championship. Good luck!").first()).toBeVisible();
  await expect(weekly.getByRole('link', { name: 'Enter Arena' })).toBeVisible();
  await expect(monthly.getByRole('button', { name: 'Join Tournament' })).toBeVisible();
  await weekly.getByRole('link', { name: 'Enter Arena' }).click();

  // The arena: the trading page on the championship portfolio with $100,000
  await expect(page).toHaveURL(/\/weekly-portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Championship Arena' })).toBeVisible();
  await expect(cashTile(page)).toContainText('$100,000.00');
  await buyThroughTicket(page, 'AAPL', 12);
  const arena = await getJson<PortfolioSummary>(page, `/api/competition/${WEEKLY}/portfolio`);
  expect(arena.cashBalance).toBeLessThan(100_000);
  await expect(cashTile(page)).toContainText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(arena.cashBalance),
  );
  await expect(holdingsTile(page)).toContainText('1');
  // The trade stayed in the arena: the personal portfolio is untouched
  const personal = await getJson<PortfolioSummary>(page, '/api/portfolio');
  expect(personal.cashBalance).toBe(100_000);
  await page.getByRole('tab', { name: /Holdings/ }).click();
  await expect(page.getByRole('table', { name: 'Your holdings' }).getByRole('row', { name: /AAPL/ })).toContainText(
    '12',
  );
  await checkScreen(page, 'weekly-portfolio');

  // The leaderboard: the player's own row with their rank, and the prize panel
  await page.getByRole('link', { name: 'View Leaderboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/competitions/${WEEKLY}/leaderboard$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Championship Leaderboard' })).toBeVisible();
  const mine = page.locator('li[aria-current="true"]').filter({ hasText: username });
  await expect(mine).toContainText('You');
  const board = await getJson<CompetitionLeaderboard>(page, `/api/competitions/${WEEKLY}/leaderboard`);
  expect(board.you?.displayName).toBe(username);
  const rank = board.you!.rank;
  expect(rank).toBeGreaterThanOrEqual(1);
  if (rank <= 3) await expect(mine.getByLabel(`Rank ${rank}`)).toBeVisible();
  else await expect(mine).toContainText(`#${rank}`);
  await expect(mine).toContainText('1 trade');
  const prizes = page.getByRole('region', { name: 'Prize Distribution' });
  await expect(prizes).toContainText('$10,000.00');
  await expect(prizes.getByRole('definition').first()).toHaveText('$5,000.00');
  await checkScreen(page, 'weekly-leaderboard');
});
