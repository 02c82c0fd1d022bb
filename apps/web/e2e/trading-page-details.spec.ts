import { expect, test } from '@playwright/test';
import { signUpNewPlayer } from './support/sign-up.ts';
import { placeThroughTicket } from './support/trade.ts';

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
  await placeThroughTicket(page, 'Buy');
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

test('a visitor’s trending page keeps page margins like the header, on a laptop and a phone', async ({ page }) => {
  await page.goto('/trending');
  await expect(page.getByRole('heading', { name: 'Top Gainers' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('Vol ');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const back = await page.getByRole('link', { name: 'Back to Home' }).boundingBox();
    const gainers = await page.getByRole('region', { name: 'Top Gainers' }).boundingBox();
    expect(back!.x, `back link at the edge at ${width} px`).toBeGreaterThanOrEqual(16);
    expect(Math.abs(back!.x - logo!.x), `back link not aligned with the header at ${width} px`).toBeLessThanOrEqual(4);
    expect(gainers!.x + gainers!.width).toBeLessThanOrEqual(width - 16);
  }
});
