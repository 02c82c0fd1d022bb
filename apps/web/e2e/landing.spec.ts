import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';

/** Holds the page's scripts back until the returned function is called: the page the build rendered, not yet alive. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('landing page', () => {
  test('shows the headline and its two cards, and Start Trading Free leads to sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn trading through competitive gaming');
    const players = page.getByRole('region', { name: 'Start Trading Free' });
    const schools = page.getByRole('region', { name: 'Educational Platform' });
    await expect(players).toBeVisible();
    await expect(players).toContainText('$100,000 virtual portfolio');
    await expect(players).toContainText('Private leagues (up to 5 leagues, 12 players each)');
    await expect(schools).toBeVisible();
    await expect(schools.getByRole('link')).toHaveAttribute('href', '/educator-access');
    await expect(page.getByRole('link', { name: /educator brochure/ })).toHaveAttribute('href', '/brochure');
    await expectNoSeriousA11yViolations(page);

    await players.getByRole('link', { name: 'Start Trading Free' }).click();
    await expect(page).toHaveURL(/\/login\?mode=sign-up$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a signed-out visitor gets the page already drawn, which comes alive without errors or asking who is signed in', async ({
    page,
    browser,
  }) => {
    // Without JavaScript the headline is there: the server sent the page rendered at build time.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/');
    await expect(still.getByRole('heading', { level: 1 })).toHaveText('Learn trading through competitive gaming');
    await still.goto('/trending');
    await expect(still.getByRole('heading', { level: 1 })).toHaveText('Trending Stocks');
    await noScript.close();

    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // A refused eval that the code catches is still a Content-Security-Policy violation the browser reports.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      ),
    );
    const userRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/user') userRequests.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The page painted from its HTML before it asked for any script of the app but its small loader
    // (src/app/after-paint.ts): on a slow connection nothing competes with the first paint.
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/.*\.js$/.test(r.name) && !r.name.includes('/after-paint-'))
        .map((r) => r.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted);
    // The page works: its menu and links answer (React took the markup over), with no hydration error and no 401.
    await page.getByRole('link', { name: 'Start Trading Free' }).first().click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(problems).toEqual([]);
    expect(userRequests).toEqual([]);
  });

  test('a button pressed before the page script has run waits for it; the sign-up switch is a link all along', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    // Drawn but not yet alive: a press now would be lost, so the button does not take it.
    await expect(toggle).toHaveCSS('pointer-events', 'none');
    release();
    await toggle.click();
    await expect(page.getByRole('link', { name: 'For Educators' })).toBeVisible();

    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: 'Need an account? Sign up' })).toHaveAttribute(
      'href',
      '/login?mode=sign-up',
    );
  });

  test('what a visitor types into the login page before its script has run is what the Sign In press sends', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const signIns: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) signIns.push(request.postDataJSON());
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email or username').fill('nobody-here@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Not-The-Password1!');
    release();
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The server was asked (and refused an unknown account), instead of the form finding its fields empty.
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    expect(signIns).toEqual([{ email: 'nobody-here@example.com', password: 'Not-The-Password1!' }]);
  });

  test('sign-up mode of the login page has no serious accessibility problems either', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Need an account? Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('on a 390 px phone it shows the menu toggle and fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('link', { name: 'For Educators' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('link', { name: 'For Educators' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('on a 360 px phone both cards and their buttons lie inside the screen (nothing clipped)', async ({ page }) => {
    // The page clips sideways overflow, so scrollWidth alone cannot see a card wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    for (const name of ['Start Trading Free', 'Educational Platform']) {
      const card = page.getByRole('region', { name });
      await expect(card).toBeVisible();
      for (const box of [await card.boundingBox(), await card.getByRole('link').boundingBox()]) {
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      }
    }
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/definitely-not-a-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
