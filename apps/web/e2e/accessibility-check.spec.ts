import { expect, test } from '@playwright/test';
import { axeScanCount, expectNoSeriousA11yViolations } from './support/accessibility.ts';

// The journeys' accessibility check itself (support/accessibility.ts): it must never pass without a real scan.
test.describe('the axe check of the journeys', () => {
  test('scans a page with its CSP in force and counts the scan', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(axeScanCount()).toBe(1);
  });

  test('fails on a control whose name leaves out the text it shows (label-content-name-mismatch)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once React has taken the prerendered page over (main.tsx drops the mark): a node added before would be a
    // hydration mismatch, and React would draw the page again without it.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.setAttribute('aria-label', 'Account menu');
      button.textContent = 'GH';
      document.querySelector('main')?.append(button);
    });
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/label-content-name-mismatch/);
  });

  test('fails when there is no page of the app to scan', async ({ page }) => {
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/not a page of the app/);
    expect(axeScanCount()).toBe(0);
  });

  test.describe('with the CSP bypassed', () => {
    test.use({ bypassCSP: true });
    test('fails: the scan must see the page the way players get it', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/Content-Security-Policy was not in force/);
    });
  });
});
