import { expect, type Page, test } from '@playwright/test';
import axe from 'axe-core';

/**
 * What every scan checks: WCAG 2.0/2.1 A and AA, plus axe's label-in-name rule (WCAG 2.5.3), which axe marks
 * experimental and leaves off unless asked. Only this document: frames are left out (the app has none of its own;
 * Stripe's card fields, when Stripe is configured, are Stripe's).
 */
const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  iframes: false,
  resultTypes: ['violations'],
};

/** What one scan saw, back from the page. */
interface Scan {
  url: string;
  /** The page's CSP refused a string evaluated by the page itself: the policy the player gets was in force. */
  cspInForce: boolean;
  /** What the CSP refused while axe ran (axe would have been hindered: its results cannot be trusted). */
  blockedDuringScan: string[];
  textLength: number;
  rulesRun: number;
  violations: { id: string; impact: axe.ImpactValue | undefined; help: string; targets: string[] }[];
}

/**
 * Runs axe-core in the page as it is now, with the page's Content-Security-Policy in force: axe's source goes in
 * through Playwright's evaluation API (the DevTools protocol, which the CSP does not govern), never as a script tag
 * the CSP would refuse and never with the CSP bypassed. Throws when no screen could be scanned — axe did not load,
 * the page is not one of ours or is empty, no rule ran, or the CSP got in axe's way — so a broken scan can never pass
 * as a clean one.
 */
async function scan(page: Page): Promise<Scan> {
  if (!(await page.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === 'function'))) {
    await page.evaluate(axe.source);
  }
  return page.evaluate(async (options) => {
    const w = window as unknown as { axe?: typeof axe };
    if (typeof w.axe?.run !== 'function') throw new Error(`axe-core could not be loaded into ${location.href}`);
    const blocked: string[] = [];
    const onBlocked = (e: SecurityPolicyViolationEvent) =>
      blocked.push(`${e.effectiveDirective} refused ${e.blockedURI || 'an inline script or eval'}`);
    const nextTask = () => new Promise((resolve) => setTimeout(resolve));
    document.addEventListener('securitypolicyviolation', onBlocked);
    try {
      // Leave the evaluation the DevTools protocol started (which may evaluate strings whatever the CSP says): from
      // a task of the page's own, a string evaluated as code is refused exactly when the page's CSP is in force.
      await nextTask();
      let cspInForce = false;
      try {
        new Function('return 0')();
      } catch (error) {
        cspInForce = error instanceof EvalError;
      }
      await nextTask(); // the refusal's own report
      const before = blocked.length;
      const results = await w.axe.run(document, options);
      await nextTask();
      const blockedDuringScan = blocked.slice(before);
      return {
        url: location.href,
        cspInForce,
        blockedDuringScan,
        // biome-ignore lint/performance/useDomNodeTextContent: the text shown on screen, not that of hidden nodes
        textLength: document.body.innerText.trim().length,
        rulesRun: results.passes.length + results.violations.length + results.incomplete.length,
        violations: results.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(' ')),
        })),
      };
    } finally {
      document.removeEventListener('securitypolicyviolation', onBlocked);
    }
  }, RUN_OPTIONS);
}

/** How many screens axe has scanned in the running test (each is also an `axe` annotation in the report). */
export function axeScanCount(): number {
  return test.info().annotations.filter((a) => a.type === 'axe').length;
}

/**
 * Fails on any serious or critical WCAG A/AA violation (label-in-name included) of the page as it is now — once its
 * finite animations (a dialog fading in) have finished, so colour contrast is measured on the settled screen, not a
 * half-faded one — and whenever the screen could not be scanned at all (see `scan`).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await scan(page);
  const where = `axe on ${result.url}`;
  expect(result.url, `${where}: not a page of the app`).toMatch(/^https?:\/\//);
  expect(result.cspInForce, `${where}: the page's Content-Security-Policy was not in force`).toBe(true);
  expect(result.blockedDuringScan, `${where}: the CSP blocked part of the scan`).toEqual([]);
  expect(result.textLength, `${where}: the screen is empty`).toBeGreaterThan(0);
  expect(result.rulesRun, `${where}: no rule ran`).toBeGreaterThan(0);
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} — ${v.help} (${v.targets.join(', ')})`);
  test.info().annotations.push({ type: 'axe', description: `${result.url}: ${result.rulesRun} rules` });
  expect(serious, serious.join('\n')).toEqual([]);
}
