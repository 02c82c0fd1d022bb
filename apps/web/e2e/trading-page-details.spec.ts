import { expect, test } from '@playwright/test';
import { signUpNewPlayer } from './support/sign-up.ts';

test('the summary tiles show whole amounts from 360 px up, and Quick Trade works from the keyboard', async ({
  page,
}) => {
  await signUpNewPlayer(page, 'tiles');
  await page.goto('/portfolio');
  await expect(page.getByTestId('price-per-share')).toContainText('$');
  const cashTile = page.getByRole('term').filter({ hasText: 'Cash available' }).locator('..');
  await expect(cashTile).toContainText('$100,000.00');

  // Every tile value fits its tile: "$100,000.00", never "$100,000...." on a phone.
  for (const width of [360, 390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const clipped = await page
      .getByRole('definition')
      .locator('span.tabular')
      .evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent));
    expect(clipped, `tile values cut off at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Buy one share, then open Quick Trade with the keyboard; Escape closes it and the focus returns to its button.
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByText('Bought 1 AAPL').first()).toBeVisible();
  await page.getByRole('tab', { name: /Holdings/ }).click();
  const quickTrade = page.getByRole('button', { name: 'Quick Trade AAPL' });
  await quickTrade.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Quick Trade AAPL' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You hold 1 share.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(quickTrade).toBeFocused();
});
