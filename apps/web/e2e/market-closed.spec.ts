import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { captureScreen } from './support/screens.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { placeThroughTicket } from './support/trade.ts';

// Runs against the second server of playwright.config.ts: clock from Saturday 2026-11-21, real NYSE hours.
test('on a Saturday the trading page shows Market Closed, and a market order waits for the open', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpNewPlayer(page, 'weekend');
  await page.goto('/portfolio');
  const banner = page.getByRole('region', { name: 'Market status' });
  await expect(banner).toContainText('Market Closed');
  await expect(banner).toContainText('Opens Mon, Nov 23');
  await expect(
    page.getByText('Trading is only available during market hours: 9:30 AM - 4:00 PM ET, Monday-Friday.'),
  ).toBeVisible();
  await expect(page.getByTestId('price-per-share')).toContainText('$');

  await expect(page.getByText("A market order placed now waits and fills at the next open's price.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await captureScreen(page, test.info(), 'portfolio-market-closed');

  // A market buy from the ticket is queued for Monday's open (docs/decisions/020-...): placed, open, nothing traded.
  await page.getByRole('button', { name: 'Review order' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  await expect(review).toContainText("The market is closed. It waits and fills at the next open's price.");
  await review.getByRole('button', { name: 'Back' }).click();
  await placeThroughTicket(page, 'Buy');
  await expect(page.getByText('Order placed').first()).toBeVisible();
  await expect(page.getByText(/· Market · Day\. It waits and fills at the next open's price\./).first()).toBeVisible();
  await page.getByRole('tab', { name: /Open Orders/ }).click();
  const openOrders = page.getByRole('table', { name: 'Your open orders' });
  await expect(openOrders.getByRole('row')).toHaveCount(2); // the header and the queued order
  await expect(openOrders).toContainText('Market, at the next open');
  await captureScreen(page, test.info(), 'portfolio-market-closed-queued-order');
  const queued = await page.evaluate(async () =>
    (await fetch('/api/orders?status=open', { credentials: 'include' })).json(),
  );
  expect(queued).toMatchObject([
    {
      type: 'market',
      side: 'buy',
      quantity: 1,
      status: 'open',
      reason: 'Market closed: your order will fill at the next open',
    },
  ]);
  expect(queued[0].activeFrom).toBe('2026-11-23T14:30:00.000Z');

  // POST /api/trade-action keeps its market-hours refusal (ADR 020), with the message the client maps to "Market Closed".
  const refused = await page.evaluate(async () => {
    const r = await fetch('/api/trade-action', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ symbol: 'MSFT', action: 'buy', shares: 1, currentPrice: '1.00' }),
    });
    return { status: r.status, body: await r.json() };
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message.toLowerCase()).toContain('trading is only allowed during market hours');
  const trades = await page.evaluate(async () => (await fetch('/api/trades', { credentials: 'include' })).json());
  expect(trades.trades).toEqual([]);
  // The cash is all still there (the queued order only holds back its estimate).
  await expect(page.getByRole('term').filter({ hasText: 'Cash available' }).locator('..')).toContainText('$100,000.00');
});
