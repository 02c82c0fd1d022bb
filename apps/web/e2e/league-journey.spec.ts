import { type Browser, expect, test } from '@playwright/test';
import type { Competition, LeagueLeaderboardRow } from '@tradearena/contracts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { checkScreen } from './support/check-screen.ts';
import { getJson } from './support/get-json.ts';
import { waitForMailMatch } from './support/outbox.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { buyThroughTicket, cashTile, holdingsTile } from './support/trade.ts';

/** Invite codes: 6 characters without look-alikes (no 0/O, 1/I/L). */
const INVITE_CODE = /^[A-HJKMNP-Z2-9]{6}$/;

/** A second player in their own browser context (own cookies and storage). */
async function secondPlayer(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const credentials = await signUpNewPlayer(page, 'guest');
  return { context, page, ...credentials };
}

test('a player creates a friend league, a friend joins by code, both trade, the creator ends it, history shows "You"', async ({
  page,
  browser,
  baseURL,
}) => {
  // The server's clock is at 8:00 AM US Central or later (playwright.config.ts), so an 8:00 AM start is already past.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-5);
  const leagueName = `Friday Traders ${stamp}`;
  const host = await signUpNewPlayer(page, 'host');
  const guest = await secondPlayer(browser, baseURL);

  // The creator: Create Friend League, starting today (blank date) at the earliest time, so it is already running
  await page.goto('/competitions');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Leagues' })).toBeVisible();
  await expect(page.getByText('No leagues yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Friend League' }).click();
  const createForm = page.getByRole('dialog', { name: 'Create Friend League' });
  await expect(createForm.getByLabel('Start time (Central)')).toHaveValue('12:30 PM');
  await expect(createForm.getByLabel('Duration')).toHaveValue('30');
  await expect(createForm.getByLabel('Max players')).toHaveValue('12');
  await createForm.getByLabel('League name').fill(leagueName);
  await createForm.getByLabel('Your display name').fill('Hosting Hopper');
  await createForm.getByLabel('Description (optional)').fill('Best return by Friday wins bragging rights.');
  await expect(createForm.getByLabel('Start date')).toHaveValue('');
  await createForm.getByLabel('Start time (Central)').selectOption('8:00 AM');
  await createForm.getByLabel('Duration').selectOption('7');
  await createForm.getByLabel('Max players').selectOption('4');
  await expectNoSeriousA11yViolations(page);
  await createForm.getByRole('button', { name: 'Create League' }).click();

  // League Created! with the invite code
  const created = page.getByRole('dialog', { name: 'League Created!' });
  await expect(created).toBeVisible();
  const inviteCode = ((await created.getByTestId('invite-code').textContent()) ?? '').trim();
  expect(inviteCode).toMatch(INVITE_CODE);
  await expectNoSeriousA11yViolations(page);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  const card = page.getByRole('listitem', { name: leagueName });
  await expect(card).toContainText('Active');
  await expect(card).toContainText(inviteCode);
  await expect(card).toContainText('1 / 4 players');
  const leagues = await getJson<Competition[]>(page, '/api/competitions/user');
  const league = leagues.find((c) => c.name === leagueName);
  expect(league?.isActive).toBe(true);
  const leagueId = league!.id;
  await checkScreen(page, 'competitions-my-leagues');

  // The invite page: the league's code and link, and an email invitation to the friend
  await page.goto('/invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Players' })).toBeVisible();
  await page.getByLabel('League', { exact: true }).selectOption({ label: leagueName });
  await expect(page.getByTestId('invite-code')).toHaveText(inviteCode);
  await expect(page.getByLabel('Invite link')).toHaveValue(new RegExp(`/competitions\\?join=${inviteCode}$`));
  await page.getByLabel("Friend's email").fill(guest.email);
  await page.getByLabel('Message (optional)').fill('Come trade with us!');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation Sent!').first()).toBeVisible();
  const [mailedLink] = await waitForMailMatch(
    guest.email,
    new RegExp(`https?://\\S*/competitions\\?join=${inviteCode}`),
    'a league invitation',
  );
  expect(mailedLink).toContain(inviteCode);
  await checkScreen(page, 'invite');

  // The friend joins by that code on their own Trading Leagues page
  const g = guest.page;
  await g.goto('/competitions');
  await expect(g.getByRole('heading', { level: 1, name: 'Trading Leagues' })).toBeVisible();
  await g.getByRole('button', { name: 'Join League' }).click();
  const joinForm = g.getByRole('dialog', { name: 'Join League' });
  await joinForm.getByLabel('League code').fill(inviteCode.toLowerCase());
  await expect(joinForm.getByLabel('League code')).toHaveValue(inviteCode);
  await joinForm.getByLabel('Your display name').fill('Guest Lovelace');
  await joinForm.getByRole('button', { name: 'Join League' }).click();
  await expect(g.getByText('Joined League!').first()).toBeVisible();
  await expect(joinForm).toBeHidden();
  const guestCard = g.getByRole('listitem', { name: leagueName });
  await expect(guestCard).toContainText('2 / 4 players');
  // Only the creator may end the league
  await expect(guestCard.getByRole('button', { name: `End ${leagueName}` })).toHaveCount(0);

  // The friend trades in the league portfolio through the normal trading UI
  await guestCard.getByRole('link', { name: `Enter Portfolio of ${leagueName}` }).click();
  await expect(g).toHaveURL(new RegExp(`/league-portfolio\\?league=${leagueId}$`));
  await expect(g.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expect(cashTile(g)).toContainText('$100,000.00');
  await buyThroughTicket(g, 'MSFT', 20);
  await expect(holdingsTile(g)).toContainText('1');

  // The creator trades in the same league
  await page.goto('/competitions');
  await page
    .getByRole('listitem', { name: leagueName })
    .getByRole('link', { name: `Enter Portfolio of ${leagueName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/league-portfolio\\?league=${leagueId}$`));
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expect(cashTile(page)).toContainText('$100,000.00');
  await buyThroughTicket(page, 'NVDA', 15);
  await page.getByRole('tab', { name: /Holdings/ }).click();
  await expect(page.getByRole('table', { name: 'Your holdings' }).getByRole('row', { name: /NVDA/ })).toContainText(
    '15',
  );
  await checkScreen(page, 'league-portfolio');

  // The league leaderboard shows both players, the creator's row marked
  await page.getByRole('link', { name: 'View Leaderboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/league-leaderboard/${leagueId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${leagueName} Leaderboard` })).toBeVisible();
  const standings = page.getByRole('list', { name: 'Standings' });
  await expect(standings.getByRole('listitem')).toHaveCount(2);
  const hostRow = standings.getByRole('listitem').filter({ hasText: 'Hosting Hopper' });
  const guestRow = standings.getByRole('listitem').filter({ hasText: 'Guest Lovelace' });
  await expect(hostRow).toContainText(`@${host.username}`);
  await expect(hostRow).toContainText('You');
  await expect(hostRow).toHaveAttribute('aria-current', 'true');
  await expect(guestRow).toContainText(`@${guest.username}`);
  await expect(guestRow).not.toContainText('You');
  // Prices move while the page is open, so the two may swap places between reads: the badge names a place of two, and
  // the server agrees that the host is one of the two ranked players.
  await expect(page.getByTestId('your-position')).toHaveText(/^Your position: #[12] of 2$/);
  const board = await getJson<LeagueLeaderboardRow[]>(page, `/api/leagues/${leagueId}/leaderboard`);
  expect(board.map((r) => r.rank).sort()).toEqual([1, 2]);
  expect(board.filter((r) => r.isYou)).toHaveLength(1);
  await checkScreen(page, 'league-leaderboard');
  // The friend sees the same two players, with their own row marked
  await g.getByRole('link', { name: 'View Leaderboard' }).click();
  await expect(g.getByRole('list', { name: 'Standings' }).getByRole('listitem')).toHaveCount(2);
  await expect(
    g.getByRole('list', { name: 'Standings' }).getByRole('listitem').filter({ hasText: 'Guest Lovelace' }),
  ).toContainText('You');

  // The creator ends the league early
  await page.goto('/competitions');
  const hostCard = page.getByRole('listitem', { name: leagueName });
  await hostCard.getByRole('button', { name: `End ${leagueName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'End League Early?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'End League' }).click();
  await expect(page.getByText('League Ended', { exact: true }).first()).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(hostCard).toContainText('Completed');
  await expect(hostCard.getByRole('button', { name: `End ${leagueName}` })).toHaveCount(0);

  // Trading is closed for the friend: the league portfolio now points at the final standings
  await g.goto(`/league-portfolio?league=${leagueId}`);
  await expect(g.getByRole('heading', { level: 1, name: `${leagueName} has ended` })).toBeVisible();
  await expect(g.getByRole('link', { name: 'View Final Standings' })).toBeVisible();

  // League History: the final standings with "You" marked
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'League History' }).click();
  await expect(page).toHaveURL(/\/league-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'League History' })).toBeVisible();
  const item = page
    .getByRole('list', { name: 'Completed leagues' })
    .getByRole('listitem')
    .filter({ hasText: leagueName });
  await expect(item).toContainText('2 players');
  await checkScreen(page, 'league-history');
  await item.getByRole('button', { name: `Final Standings of ${leagueName}` }).click();
  const finalStandings = page.getByRole('dialog', { name: 'Final Standings' });
  await expect(finalStandings).toContainText(leagueName);
  const finalRows = finalStandings.getByRole('list', { name: 'Final standings' }).getByRole('listitem');
  await expect(finalRows).toHaveCount(2);
  await expect(finalRows.filter({ hasText: 'Hosting Hopper' })).toContainText('You');
  await expect(finalRows.filter({ hasText: 'Hosting Hopper' })).toHaveAttribute('aria-current', 'true');
  await expect(finalRows.filter({ hasText: 'Guest Lovelace' })).not.toContainText('You');
  await checkScreen(page, 'final-standings');

  // The friend's history marks their own row
  await g.goto('/league-history');
  await g.getByRole('button', { name: `Final Standings of ${leagueName}` }).click();
  await expect(
    g.getByRole('dialog', { name: 'Final Standings' }).getByRole('listitem').filter({ hasText: 'Guest Lovelace' }),
  ).toContainText('You');
  await guest.context.close();
});

test('a league scheduled for a later day waits: a countdown, Enter Portfolio disabled, no trading yet', async ({
  page,
}) => {
  await signUpNewPlayer(page, 'planner');
  const leagueName = `Next Week Club ${Date.now().toString(36).slice(-5)}`;
  // Two days ahead: still a later day when the server's clock runs ahead of this one (playwright.config.ts).
  const later = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
  );
  await page.goto('/competitions');
  await page.getByRole('button', { name: 'Create Friend League' }).click();
  const form = page.getByRole('dialog', { name: 'Create Friend League' });
  await form.getByLabel('League name').fill(leagueName);
  await form.getByLabel('Your display name').fill('Planner Pat');
  await form.getByLabel('Start date').fill(later);
  await form.getByRole('button', { name: 'Create League' }).click();
  const created = page.getByRole('dialog', { name: 'League Created!' });
  await expect(created.getByTestId('invite-code')).toHaveText(INVITE_CODE);
  await created.getByRole('button', { name: 'Done' }).click();

  const card = page.getByRole('listitem', { name: leagueName });
  await expect(card).toContainText('Waiting to start');
  await expect(card.getByRole('timer')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enter Portfolio' })).toBeDisabled();
  await expect(card.getByRole('button', { name: `End ${leagueName}` })).toBeEnabled();

  const league = (await getJson<Competition[]>(page, '/api/competitions/user')).find((c) => c.name === leagueName)!;
  expect(league.isPendingStart).toBe(true);
  await page.goto(`/league-portfolio/${league.id}`);
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expect(page.getByText('This league has not started yet.')).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search stocks' })).toHaveCount(0);
});
