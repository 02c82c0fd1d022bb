import { expect, test } from '@playwright/test';
import type { Order } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { type ClockedServer, startClockedServer } from './support/clocked-server.ts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { holdingsTile, pickSymbol, placeLimitBuy } from './support/trade.ts';

/**
 * docs/product/trading.md#order-types: a buy limit below the price waits in Open Orders and fills when the simulated price comes down to it.
 * The simulated market is a pure function of (seed, symbol, instant), so this journey runs on its own server with the
 * public seed and a fixed CLOCK_START, where the price path is known (the NYSE session path, whatever MARKET_HOURS
 * says: ADR 007): from CLOCK_START, TSLA trades between $1,009.18 and $1,011.76 for the first 120 s, then reaches
 * $1,008.80 or below at about 138 s and spends most of the next two minutes there (found by scanning TSLA's path at
 * 100 ms steps with createSimulatedMarketData). The journey places its limit at $1,008.80 — below every price of the
 * first two minutes, reached after them — so it must be placed within 120 s of the server's start (it is, in about
 * 30 s), and the matcher (every tick) fills it about two and a half minutes in.
 */
const PORT = 3103;
const CLOCK_START = '2026-11-24T17:10:00.000Z';
const SYMBOL = 'TSLA';
const LIMIT = '1008.80';
/** A limit the price does not reach during the journey: the order that is cancelled. */
const FAR_LIMIT = '900.00';

let server: ClockedServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startClockedServer({
    port: PORT,
    leadMs: 0,
    clockStart: CLOCK_START,
    env: { MARKET_SEED: 'tradearena', MARKET_SEED_ALLOW_PUBLIC: 'true' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a player places a buy limit below the price, sees it fill when the price reaches it, and cancels another', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpNewPlayer(page, 'limits');
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Personal Portfolio' })).toBeVisible();

  // Pick TSLA; the ticket's order type selector shows the limit price and time in force fields.
  await pickSymbol(page, SYMBOL);
  const quote = await getJson<{ price: number }>(page, `/api/stocks/quote/${SYMBOL}`);
  expect(quote.price, 'the limit is below the current price').toBeGreaterThan(Number(LIMIT));

  // A buy limit below the price: placed, open, in the Open Orders tab.
  await placeLimitBuy(page, LIMIT, 1);
  await expect(page.getByText(`Buy 1 ${SYMBOL} · Limit $1,008.80 · Good 'til cancelled.`).first()).toBeVisible();
  await expect(page.getByText('Order placed').first()).toBeVisible();
  await checkScreen(page, 'orders-limit-ticket');
  await page.getByRole('tab', { name: /Open Orders/ }).click();
  const openOrders = page.getByRole('table', { name: 'Your open orders' });
  await expect(openOrders.getByRole('row', { name: new RegExp(SYMBOL) })).toContainText('Limit $1,008.80');
  await checkScreen(page, 'orders-open-orders');

  // The same player on a second screen, opened after the order was placed: it holds the account's event stream.
  const other = await context.newPage();
  const events = other.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/events');
  await other.goto('/portfolio');
  expect((await events).status()).toBe(200);
  expect((await events).headers()['content-type']).toContain('text/event-stream');
  await other.getByRole('tab', { name: /Open Orders/ }).click();
  await expect(
    other.getByRole('table', { name: 'Your open orders' }).getByRole('row', { name: new RegExp(SYMBOL) }),
  ).toBeVisible();

  // The simulated price comes down to the limit: the matcher fills it, the page announces it and shows the holding;
  // the second screen announces it too, without a reload.
  const filledToast = new RegExp(`Order filled: Bought 1 ${SYMBOL} at \\$1,00[0-8]\\.\\d\\d`);
  await Promise.all(
    [page, other].map((p) => expect(p.getByText(filledToast).first()).toBeVisible({ timeout: 200_000 })),
  );
  await expect(other.getByText('No open orders')).toBeVisible();
  await other.close();
  await expect(page.getByText('No open orders')).toBeVisible();
  const orders = await getJson<Order[]>(page, '/api/orders?status=all');
  const filled = orders.find((o) => o.symbol === SYMBOL);
  expect(filled?.status).toBe('filled');
  expect(filled?.fillPrice).toBeLessThanOrEqual(Number(LIMIT));
  await expect(holdingsTile(page)).toContainText('1');
  await page.getByRole('tab', { name: /Holdings/ }).click();
  await expect(page.getByRole('table', { name: 'Your holdings' }).getByRole('row', { name: /TSLA/ })).toBeVisible();

  // Another limit far below the price waits; cancelled after confirming, the Open Orders tab is empty again.
  await page.getByRole('tab', { name: 'Trade' }).click();
  await placeLimitBuy(page, FAR_LIMIT, 2);
  await expect(page.getByText('Order placed').first()).toBeVisible();
  await page.getByRole('tab', { name: /Open Orders/ }).click();
  await page
    .getByRole('button', { name: `Cancel order: Buy 2 ${SYMBOL} · Limit $900.00 · Good 'til cancelled` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('Its reserved cash will be free again.');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Order cancelled').first()).toBeVisible();
  await expect(page.getByText('No open orders')).toBeVisible();
  expect(await getJson<Order[]>(page, '/api/orders?status=open')).toEqual([]);
  await checkScreen(page, 'orders-open-orders-empty');
  await context.close();
});
