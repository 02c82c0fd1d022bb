import { describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { manualClock } from '../../src/ports/clock.ts';

/** Every story the simulated wire wrote over the four weeks before `until`, read once a week. */
async function storiesUntil(until: string) {
  const texts = new Map<string, string>();
  for (let week = 0; week < 4; week++) {
    const clock = manualClock(new Date(Date.parse(until) - week * 7 * 86_400_000).toISOString());
    const md = createSimulatedMarketData({ seed: 'tradearena', clock });
    for (const n of await md.news()) texts.set(n.id, `${n.title} | ${n.summary}`);
  }
  return [...texts.values()];
}

describe('simulated news wording', () => {
  it('never prints a negative zero or a 0.0% gain or loss; a move that rounds to nothing reads as flat', async () => {
    const stories = [...(await storiesUntil('2026-11-21T22:00:00Z')), ...(await storiesUntil('2026-11-26T15:00:00Z'))];
    expect(stories.length).toBeGreaterThan(60);
    const rounded = stories.filter((s) => s.includes('(0.0%)') || s.includes(' 0.0% '));
    expect(rounded.length).toBeGreaterThan(0);
    for (const s of stories) {
      expect(s).not.toContain('-0.0%');
      expect(s).not.toMatch(/(gains?|loses|lost|gained|rose|fell|drop|of) 0\.0%/);
    }
    // Builds a week of simulated news twice: about 20 s alone, longer on a loaded machine.
  }, 120_000);
});
