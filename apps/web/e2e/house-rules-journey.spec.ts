import { expect, test } from '@playwright/test';
import type { EducatorLeague } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { subscribeAsEducator } from './support/educator.ts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { pickSymbol, placeThroughTicket } from './support/trade.ts';

test('a teacher sets house rules; a student is refused over the cap, trades with a note; the teacher reads the journal', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36).slice(-5);
  const leagueName = `Rules ${stamp}`;
  await subscribeAsEducator(page);

  // The teacher creates a class that starts now and sets its house rules in Settings
  await page.getByRole('button', { name: 'Create New League' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create New League' });
  await wizard.getByLabel('League name').fill(leagueName);
  await wizard.getByRole('radio', { name: 'Start now' }).check();
  await wizard.getByRole('button', { name: 'Create League' }).click();
  const created = page.getByRole('dialog', { name: 'League created successfully!' });
  const inviteCode = (await created.getByTestId('invite-code').textContent())!.trim();
  await created.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: `Settings of ${leagueName}` }).click();
  const settings = page.getByRole('dialog', { name: `${leagueName} settings` });
  const rulesForm = settings.getByRole('form', { name: 'House rules' });
  await rulesForm.getByLabel(/Max % of the portfolio in one stock/).fill('25');
  await rulesForm.getByLabel(/Every order needs a note/).check();
  await checkScreen(page, 'educator-house-rules');
  await rulesForm.getByRole('button', { name: 'Save house rules' }).click();
  await expect(page.getByText('House rules saved.').first()).toBeVisible();
  const league = (await getJson<EducatorLeague[]>(page, '/api/educator/leagues')).find((l) => l.name === leagueName);
  expect(league?.rules).toEqual({ maxPositionPct: 25, requireNote: true, blockedSymbols: [], allowedSymbols: [] });
  await page.keyboard.press('Escape');

  // A student joins and sees the rules on the ticket before trading
  const studentContext = await browser.newContext();
  const s = await studentContext.newPage();
  await signUpNewPlayer(s, 'pupil');
  await s.goto('/competitions');
  await s.getByRole('button', { name: 'Join League' }).click();
  const join = s.getByRole('dialog', { name: 'Join League' });
  await join.getByLabel('League code').fill(inviteCode);
  await join.getByLabel('Your display name').fill('Pat Pupil');
  await join.getByRole('button', { name: 'Join League' }).click();
  await expect(s.getByText('Joined League!').first()).toBeVisible();
  await s.getByRole('link', { name: `Enter Portfolio of ${leagueName}` }).click();
  const rules = s.getByRole('region', { name: 'House rules' });
  await expect(rules).toContainText('At most 25 % of the portfolio in one stock');
  await expect(rules).toContainText('Every order needs a note');
  await pickSymbol(s, 'AAPL');
  await checkScreen(s, 'ticket-house-rules');

  // Over the cap: refused with the rule's message
  await s.getByLabel('Quantity (shares)').fill('400');
  await s.getByLabel('Note (required)').fill('All in on Apple');
  await placeThroughTicket(s, 'Buy');
  await expect(s.getByText(/This class allows at most 25 % of your portfolio in one stock/).first()).toBeVisible();

  // Within the cap, with a note: bought
  await s.getByLabel('Quantity (shares)').fill('10');
  await s.getByLabel('Note (required)').fill('Services revenue keeps growing');
  await placeThroughTicket(s, 'Buy');
  await expect(s.getByText('Bought 10 AAPL').first()).toBeVisible();
  await studentContext.close();

  // The teacher reads the note in the class journal
  await page.reload();
  await page.getByRole('button', { name: `Journal of ${leagueName}` }).click();
  const journal = page.getByRole('dialog', { name: `${leagueName} journal` });
  await expect(journal).toContainText('Pat Pupil');
  await expect(journal).toContainText('Services revenue keeps growing');
  await expect(journal).not.toContainText('All in on Apple');
  await checkScreen(page, 'educator-journal');
});
