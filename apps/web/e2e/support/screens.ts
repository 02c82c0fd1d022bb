import type { Page, TestInfo } from '@playwright/test';

/** The two widths every player screen is checked at: a laptop and a phone. */
export const SCREEN_WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Saves full-page screenshots of the current screen at 1280 and 390 px as test artifacts (attached to the report,
 * files under test-results/), then restores the laptop size.
 */
export async function captureScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of SCREEN_WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Let layout and the chart's resize observer settle.
    await page.waitForTimeout(400);
    const path = testInfo.outputPath(`${name}-${size.width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${size.width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(SCREEN_WIDTHS[0]);
}

/** True when nothing is wider than the viewport (no sideways scrolling on phones). */
export async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
