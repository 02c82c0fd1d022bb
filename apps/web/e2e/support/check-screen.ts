import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { captureScreen, hasNoHorizontalOverflow, SCREEN_WIDTHS } from './screens.ts';

/**
 * The check every player screen gets: axe-clean (serious/critical WCAG A/AA), screenshots at 1280 and 390 px
 * attached to the report, and no sideways scrolling at 390 px. Leaves the page at the laptop size.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await captureScreen(page, test.info(), name);
  await page.setViewportSize(SCREEN_WIDTHS[1]);
  expect(await hasNoHorizontalOverflow(page), `${name} scrolls sideways at 390 px`).toBe(true);
  await page.setViewportSize(SCREEN_WIDTHS[0]);
}
