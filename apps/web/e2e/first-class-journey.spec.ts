import { expect, test } from '@playwright/test';
import type { EducatorLeague } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { subscribeAsEducator } from './support/educator.ts';
import { getJson } from './support/get-json.ts';

test("a teacher's first class starts now, and Send Message preselects the only class", async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-5);
  const leagueName = `Period 1 ${stamp}`;
  await subscribeAsEducator(page);

  // Create New League: an empty name is reported on its field; Start now needs no date or time
  await page.getByRole('button', { name: 'Create New League' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create New League' });
  await wizard.getByRole('button', { name: 'Create League' }).click();
  const name = wizard.getByLabel('League name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('League name is required');
  await expect(wizard.getByLabel('Max students')).toHaveAccessibleDescription('Up to 15 students; 999 means no limit');
  await wizard.getByRole('radio', { name: 'Start now' }).check();
  await expect(wizard.getByLabel('Start date')).toHaveCount(0);
  await name.fill(leagueName);
  await checkScreen(page, 'educator-create-class-start-now');
  await wizard.getByRole('button', { name: 'Create League' }).click();
  const created = page.getByRole('dialog', { name: 'League created successfully!' });
  await expect(created.getByTestId('invite-code')).toHaveText(/^[A-Z2-9]{6}$/);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  const league = (await getJson<EducatorLeague[]>(page, '/api/educator/leagues')).find((l) => l.name === leagueName);
  expect(league).toMatchObject({ isPendingStart: false, isActive: true });

  // Send Message with "All classes" on the dashboard: the only class is chosen in the dialog
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue('all');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const messageForm = page.getByRole('dialog', { name: 'Send Message to Class' });
  await expect(messageForm.getByLabel('Class')).toHaveValue(String(league!.id));
  await messageForm.getByLabel('Title').fill(`Welcome ${stamp}`);
  await messageForm.getByLabel('Message', { exact: true }).fill('Our league is open: make your first trade today.');
  await checkScreen(page, 'educator-send-message-only-class');
  await messageForm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Message sent to class successfully!').first()).toBeVisible();
  await expect(messageForm).toBeHidden();
});
