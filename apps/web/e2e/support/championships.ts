import { expect, type Page } from '@playwright/test';

/** Joins the Weekly Championship from its card on /competitions and waits for the success toast. */
export async function joinWeeklyChampionship(page: Page): Promise<void> {
  await page.goto('/competitions');
  const weekly = page
    .getByRole('region', { name: 'Public Tournaments' })
    .getByRole('listitem')
    .filter({ hasText: 'Weekly Championship' });
  await weekly.getByRole('button', { name: 'Join Tournament' }).click();
  await expect(page.getByText("Success! You've joined the championship. Good luck!").first()).toBeVisible();
  await expect(weekly.getByRole('link', { name: 'Enter Arena' })).toBeVisible();
}
