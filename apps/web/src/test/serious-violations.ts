import axe from 'axe-core';

/** Serious or critical WCAG A/AA problems jsdom can see (colour contrast needs a real browser: the e2e suite). */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
