import { expect, test } from '@playwright/test';
import type { PortfolioSummary } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';

const SYMBOL = 'BKNG';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

test('the ticket refuses an order the buying power cannot pay before sending it, then reviews and fills one it can', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpNewPlayer(page, 'careful');
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Personal Portfolio' })).toBeVisible();
  // BKNG (about $5,000 a share) is not among the quick picks: searched and chosen.
  const search = page.getByRole('combobox', { name: 'Search stocks' });
  await expect(page.getByTestId('price-per-share')).toContainText('$');
  await search.fill('');
  await search.pressSequentially(SYMBOL.toLowerCase(), { delay: 40 });
  await expect(search).toHaveValue(SYMBOL);
  await expect(page.getByRole('heading', { level: 2, name: /^BKNG/ })).toBeVisible();
  await expect(page.getByTestId('price-per-share')).toContainText('$');
  const ticket = page.getByRole('region', { name: 'Place an order' });
  const { buyingPower } = await getJson<PortfolioSummary>(page, '/api/portfolio');
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === '/api/orders' || path === '/api/trade-action')) sent.push(path);
  });

  // A plain buy shows no short-selling figures; Sell is disabled with its reason (nothing held).
  await expect(ticket.getByRole('button', { name: 'Buy', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('short-selling-power')).toHaveCount(0);
  await expect(ticket).not.toContainText('margin call');
  await expect(ticket.getByRole('button', { name: 'Sell', exact: true })).toBeDisabled();
  await expect(ticket).toContainText(`You hold no ${SYMBOL} to sell.`);

  // 1. More shares than the buying power pays for: Buy and Review are disabled, with how much is missing.
  const { price } = await getJson<{ price: number }>(page, `/api/stocks/quote/${SYMBOL}`);
  const tooMany = Math.floor(buyingPower / price) + 2;
  await page.getByLabel('Quantity (shares)').fill(String(tooMany));
  await expect(ticket.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
  await expect(ticket.getByRole('button', { name: 'Review order' })).toBeDisabled();
  await expect(ticket.getByText(/^Not enough buying power: \$[\d,.]+ needed, \$[\d,.]+ available$/)).toContainText(
    `${usd.format(buyingPower)} available`,
  );
  expect(sent).toEqual([]);

  // 2. Max: the most shares the buying power pays for; Buy comes back.
  await ticket.getByRole('button', { name: 'Max' }).click();
  const max = Number(await page.getByLabel('Quantity (shares)').inputValue());
  expect(max).toBeGreaterThan(0);
  expect(max).toBeLessThan(tooMany);
  await expect(ticket.getByRole('button', { name: 'Buy', exact: true })).toBeEnabled();

  // 3. A smaller order goes through Review (cost, fees, buying power after) → Confirm, and fills.
  await page.getByLabel('Quantity (shares)').fill('3');
  await ticket.getByRole('button', { name: 'Review order' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  await expect(review).toContainText(`Buy 3 ${SYMBOL} · Market · Day`);
  await expect(review.getByTestId('review-fees')).toHaveText('$0.00');
  await expect(review.getByTestId('review-total')).toContainText('$');
  await expect(review.getByTestId('review-buying-power-after')).toContainText('$');
  expect(sent).toEqual([]);
  await checkScreen(page, 'trade-ticket-review');
  await review.getByRole('button', { name: 'Confirm Buy' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText(`Bought 3 ${SYMBOL}`).first()).toBeVisible();
  expect(sent).toEqual(['/api/trade-action']);
  const after = await getJson<PortfolioSummary>(page, '/api/portfolio');
  expect(after.positions).toMatchObject([{ symbol: SYMBOL, quantity: 3 }]);
  expect(after.buyingPower).toBeLessThan(buyingPower);
});
