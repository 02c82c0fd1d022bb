import { expect, type Page, test } from '@playwright/test';
import type { CompetitionLeaderboard, CompetitionLeaderboardEntry, PortfolioSummary } from '@tradearena/contracts';
import { joinWeeklyChampionship } from './support/championships.ts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { bankBalance, buyCashPackage } from './support/store.ts';
import { cashTile } from './support/trade.ts';

const WEEKLY = 1;

/**
 * The weekly leaderboard as the server ranks it now: the player's own row, and a rival's when `rivalName` is given.
 * Both portfolios hold only cash (no positions), so price moves cannot change their returns: they are exactly 0.
 */
async function standings(page: Page, rivalName: string) {
  const board = await getJson<CompetitionLeaderboard>(page, `/api/competitions/${WEEKLY}/leaderboard`);
  const rival = board.entries.find((e) => e.displayName === rivalName);
  expect(board.you, 'the player is ranked').not.toBeNull();
  expect(rival, 'the rival is ranked').toBeDefined();
  return { board, you: board.you!, rival: rival! };
}

/**
 * The player's place follows from a return of 0: everyone ranked ahead has a return ≥ 0, everyone behind ≤ 0, and the
 * rival — also all cash, at exactly 0, but joined earlier — stays ahead. A deposit counted as profit (+5%) or a
 * ranking by dollars ($105,000 against $100,000) would put the player ahead of the rival.
 */
function expectRankedByZeroReturn(s: Awaited<ReturnType<typeof standings>>) {
  expect(s.you.totalReturn).toBe(0);
  expect(s.you.profitLoss).toBe(0);
  expect(s.rival.totalReturn).toBe(0);
  expect(s.rival.rank).toBeLessThan(s.you.rank);
  const others = s.board.entries.filter((e: CompetitionLeaderboardEntry) => !e.isYou);
  for (const e of others.filter((e) => e.rank < s.you.rank)) expect(e.totalReturn).toBeGreaterThanOrEqual(0);
  for (const e of others.filter((e) => e.rank > s.you.rank)) expect(e.totalReturn).toBeLessThanOrEqual(0);
}

test('a player moves $5,000 from the bank into the weekly championship: cash +$5,000, rank unchanged by the deposit', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // A rival joins first and holds only cash: the same return of exactly 0, ahead on the earlier join.
  const rivalContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const rivalPage = await rivalContext.newPage();
  const rival = await signUpNewPlayer(rivalPage, 'rival');
  await joinWeeklyChampionship(rivalPage);
  await rivalContext.close();

  const { username } = await signUpNewPlayer(page, 'mover');
  await joinWeeklyChampionship(page);
  await buyCashPackage(page, 'Starter Boost');

  // Before: the arena holds $100,000 of cash; the leaderboard ranks a return of 0
  await page.goto('/weekly-portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Championship Arena' })).toBeVisible();
  await expect(cashTile(page)).toContainText('$100,000.00');
  const before = await standings(page, rival.username);
  expectRankedByZeroReturn(before);

  // The bank: $5,000 into the weekly championship portfolio
  await page.goto('/bank');
  await expect(bankBalance(page)).toHaveText('$10,000.00');
  const target = page.getByLabel('Portfolio', { exact: true });
  const weeklyLabel = (await target.getByRole('option', { name: /^Weekly Championship/ }).textContent())!.trim();
  expect(weeklyLabel).toMatch(/^Weekly Championship · Season \d+$/);
  await page.getByLabel('Amount ($)').fill('5000');
  await target.selectOption({ label: weeklyLabel });
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Transfer Successful', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`$5,000.00 moved to ${weeklyLabel}.`).first()).toBeVisible();
  await expect(bankBalance(page)).toHaveText('$5,000.00');
  const newest = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(newest).toContainText(weeklyLabel);
  await expect(newest).toContainText('-$5,000.00');

  // The arena: $5,000 more cash, and no profit from it
  await page.goto('/weekly-portfolio');
  await expect(cashTile(page)).toContainText('$105,000.00');
  const arena = await getJson<PortfolioSummary>(page, `/api/competition/${WEEKLY}/portfolio`);
  expect(arena).toMatchObject({ cashBalance: 105_000, totalValue: 105_000, totalProfitLoss: 0, totalReturn: 0 });

  // After: the same place among the same returns — the deposit bought no rank
  const after = await standings(page, rival.username);
  expectRankedByZeroReturn(after);

  // The leaderboard page shows it: the player's row at a 0.00% return, behind the rival's
  await page.getByRole('link', { name: 'View Leaderboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/competitions/${WEEKLY}/leaderboard$`));
  const mine = page.locator('li[aria-current="true"]').filter({ hasText: username });
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('0.00%');
  const rivalRow = page.getByRole('listitem').filter({ hasText: rival.username });
  await expect(rivalRow).toContainText('0.00%');
});
