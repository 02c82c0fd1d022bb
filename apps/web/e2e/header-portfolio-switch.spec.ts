import { expect, test } from '@playwright/test';
import type { Competition, PortfolioSummary } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { getJson } from './support/get-json.ts';
import { createFriendLeague } from './support/leagues.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { placeThroughTicket } from './support/trade.ts';

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

test('a player in a league switches the header to the league portfolio, sees its value, and back to personal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const leagueName = `Pill League ${Date.now().toString(36).slice(-5)}`;
  await signUpNewPlayer(page, 'pill');
  // The server's clock is at 8:00 AM US Central or later (playwright.config.ts), so an 8:00 AM start is already past.
  await createFriendLeague(page, { name: leagueName, displayName: 'Pill Tester', startTime: '8:00 AM' });
  const league = (await getJson<Competition[]>(page, '/api/user/leagues')).find((c) => c.name === leagueName);
  expect(league?.isParticipant).toBe(true);

  // A buy in the league makes its portfolio its own.
  await page.goto(`/league-portfolio?league=${league?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await page.getByLabel('Quantity (shares)').fill('3');
  await placeThroughTicket(page, 'Buy');
  await expect(page.getByText(/Bought 3 /).first()).toBeVisible();

  // From the dashboard: the header shows the personal portfolio, and its menu lists the league.
  await page.goto('/dashboard');
  const pill = page.getByTitle('Portfolio value');
  const personal = await getJson<PortfolioSummary>(page, '/api/portfolio');
  await expect(pill).toContainText(usd(personal.totalValue));
  await expect(pill).not.toContainText(leagueName);
  await pill.click();
  await expect(page.getByRole('menuitem', { name: 'Personal' })).toBeVisible();
  await page.getByRole('menuitem', { name: leagueName }).click();

  // The league's page: the header names it and shows its value, the same figure its own API gives.
  await expect(page).toHaveURL(new RegExp(`/league-portfolio\\?league=${league?.id}$`));
  await expect(pill).toContainText(leagueName);
  await expect(async () => {
    const inLeague = await getJson<PortfolioSummary>(page, `/api/competition/${league?.id}/portfolio`);
    expect(inLeague.positions).toHaveLength(1);
    await expect(pill).toContainText(usd(inLeague.totalValue), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await checkScreen(page, 'header-portfolio-league');

  // Back to personal.
  await pill.click();
  await page.getByRole('menuitem', { name: 'Personal' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(pill).not.toContainText(leagueName);
  await expect(pill).toContainText(usd((await getJson<PortfolioSummary>(page, '/api/portfolio')).totalValue));
});
