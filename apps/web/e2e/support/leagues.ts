import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Creates a friend league on /competitions (starting today, other options at their defaults unless given), closes
 * the League Created! dialog and returns the league's card in My Leagues.
 */
export async function createFriendLeague(
  page: Page,
  league: { name: string; displayName: string; maxPlayers?: number; startTime?: string },
): Promise<Locator> {
  await page.goto('/competitions');
  await page.getByRole('button', { name: 'Create Friend League' }).click();
  const form = page.getByRole('dialog', { name: 'Create Friend League' });
  await form.getByLabel('League name').fill(league.name);
  await form.getByLabel('Your display name').fill(league.displayName);
  if (league.startTime !== undefined) await form.getByLabel('Start time (Central)').selectOption(league.startTime);
  if (league.maxPlayers !== undefined) await form.getByLabel('Max players').selectOption(String(league.maxPlayers));
  await form.getByRole('button', { name: 'Create League' }).click();
  const created = page.getByRole('dialog', { name: 'League Created!' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  return page.getByRole('listitem', { name: league.name });
}
