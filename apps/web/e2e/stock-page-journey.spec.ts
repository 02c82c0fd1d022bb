import { expect, test } from '@playwright/test';
import { checkScreen } from './support/check-screen.ts';
import { signUpNewPlayer } from './support/sign-up.ts';

test('a player opens a stock page from search, reads it, watches the stock on the dashboard and removes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/stocks/')) asked.push(path);
  });
  await signUpNewPlayer(page, 'stockpage');

  // Search waits for a pause and selects only a symbol the server lists: "NVID" is neither asked nor selected
  await page.goto('/portfolio');
  const search = page.getByRole('combobox', { name: 'Search stocks' });
  await search.fill('');
  await search.pressSequentially('nvid', { delay: 40 });
  await expect(page.getByText('No listed stock has the symbol NVID. Pick one from the list.')).toBeVisible();
  expect(asked.filter((p) => p.endsWith('/NVID') || p.includes('/NVID/'))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Price chart' })).not.toContainText('NVID');
  await search.pressSequentially('a', { delay: 40 }); // NVIDA: still not a symbol
  await search.fill('');
  await search.pressSequentially('nvda', { delay: 40 });
  await page.getByRole('link', { name: /^About NVDA/ }).click();

  // The stock page: profile, key figures explained (market cap, P/E and yield from dated fundamentals), chart, news
  await expect(page).toHaveURL(/\/stocks\/NVDA$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NVIDIA Corporation (NVDA)');
  await expect(page.getByText('Information Technology', { exact: true })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures.getByText('Market cap')).toBeVisible();
  await expect(figures.getByText(/how much the stock tends to move with the market/i)).toBeVisible();
  await expect(figures.getByText('Market cap').locator('xpath=following-sibling::dd[1]')).toHaveText(/^\$\d+\.\d{2}T$/);
  await expect(figures.getByText('P/E ratio').locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d+\.\d$/);
  await expect(figures.getByText(/Company figures, approximate, as of Dec 31, 2025/)).toBeVisible();
  // NVIDIA pays a quarterly dividend: the next one is announced with its ex and pay dates (ADR 028)
  await expect(page.getByRole('region', { name: 'Dividends and splits' })).toContainText(
    /Upcoming dividend: \$0\.01 \(ex \d{4}-\d{2}-\d{2}, paid \d{4}-\d{2}-\d{2}\)/,
  );
  await expect(page.getByRole('region', { name: 'Price chart' })).toContainText('NVDA');
  await expect(page.getByTestId('live-price')).toContainText('$');
  const news = page.getByRole('region', { name: 'News about NVDA' });
  await expect(news).toBeVisible();
  if ((await news.getByRole('listitem').count()) > 0) {
    await expect(news.locator('time').first()).toHaveText(/^(just now|\d+ (minute|hour|day)s? ago)$/);
    await expect(news.locator('time').first()).toHaveAttribute('title', /\d{1,2}:\d{2} [AP]M/);
  }
  // The simulated market says so, as on the trading page; each portfolio the player holds has its own Trade link
  await expect(page.getByText('Simulated market', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Prices are simulated from real market history/)).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal' });
  await expect(personal.getByText('You hold no NVDA shares here.')).toBeVisible();
  await checkScreen(page, 'stock-page');

  // Star it: it is on the dashboard's watchlist with a live price
  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  await expect(page.getByRole('button', { name: 'On your watchlist', pressed: true })).toBeVisible();
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Watchlist' });
  await expect(card.getByRole('link', { name: 'NVDA' })).toBeVisible();
  await expect(page.getByTestId('watch-price-NVDA')).toContainText('$');
  await checkScreen(page, 'dashboard-watchlist');

  // Remove it from the card: gone, also after a reload
  await card.getByRole('button', { name: 'Remove NVDA from watchlist' }).click();
  await expect(card.getByRole('link', { name: 'NVDA' })).toBeHidden();
  await page.reload();
  await expect(card.getByText(/Stocks you star on a stock page appear here/)).toBeVisible();

  // The personal portfolio's Trade opens the trading page's ticket on the stock
  await page.goto('/stocks/NVDA');
  await page.getByRole('link', { name: 'Trade NVDA in Personal' }).click();
  await expect(page).toHaveURL(/\/portfolio\?symbol=NVDA$/);
  await expect(page.getByRole('combobox', { name: 'Search stocks' })).toHaveValue('NVDA');
  await expect(page.getByTestId('price-per-share')).toContainText('$');
});
