import { expect, test } from '@playwright/test';
import { checkScreen } from './support/check-screen.ts';
import { signUpNewPlayer } from './support/sign-up.ts';

const CATEGORIES = ['Markets', 'Earnings', 'Economic', 'Sectors', 'Global', 'Technology'];

test('the news page: category cards with counts, a featured story, the calendar, and a category toggled on and off', async ({
  page,
}) => {
  await signUpNewPlayer(page, 'reader');
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Market News' })).toBeVisible();

  // Six category cards with their story counts, none chosen
  const cards = page.getByRole('region', { name: 'News categories' }).getByRole('button');
  await expect(cards).toHaveCount(CATEGORIES.length);
  for (const [i, name] of CATEGORIES.entries()) {
    await expect(cards.nth(i)).toHaveText(new RegExp(`^${name}\\d+ stor(y|ies)$`));
    await expect(cards.nth(i)).toHaveAttribute('aria-pressed', 'false');
  }

  // A featured story (news, or the labelled samples when there is none), more stories, insights and the calendar
  const featured = page.getByRole('article', { name: /.+/ }).filter({ hasText: 'Featured Story' });
  await expect(featured).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^(Latest News|Sample Stories)$/ })).toBeVisible();
  await expect(page.getByText('Economic Calendar', { exact: true })).toBeVisible();
  await checkScreen(page, 'news');

  // Choosing a card shows that category; choosing it again shows all news
  const markets = cards.filter({ hasText: /^Markets/ });
  await markets.click();
  await expect(markets).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/news\?category=markets$/);
  await expect(page.getByText('Markets news. Choose the card again to see all news.')).toBeVisible();
  await expect(featured.or(page.getByText('No news', { exact: true }))).toBeVisible();
  await markets.click();
  await expect(markets).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByText('Stories from the market, what they may mean, and the releases ahead.')).toBeVisible();
});
