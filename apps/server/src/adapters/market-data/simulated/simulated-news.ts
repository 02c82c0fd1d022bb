import { addDays, type CivilDate, newYorkDateOf, newYorkInstant } from '@tradearena/domain';
import type { NewsCategory, NewsItem } from '../../../ports/market-feed.ts';
import { economicCalendar } from './economic-calendar.ts';
import { seededRandom } from './seeded-random.ts';
import type { DailyBar, SimulatedMarket } from './simulated-market.ts';

const SOURCE = 'TradeArena Simulated Market Wire';
const MINUTE = 60_000;
const TECH_SECTORS = new Set(['Information Technology', 'Communication Services']);

const pct = (x: number) => `${(Math.abs(x) * 100).toFixed(1)}%`;
/** A move that shows as 0.0%. */
const isFlat = (x: number) => Math.abs(x) < 0.0005;
/** "+0.9%", "-0.3%", and "0.0%" (never "-0.0%") for a move that rounds to nothing. */
const signedPct = (x: number) => (isFlat(x) ? '0.0%' : `${x > 0 ? '+' : '-'}${pct(x)}`);
const sentimentOf = (move: number, threshold = 0.003): NewsItem['sentiment'] =>
  move > threshold ? 'Positive' : move < -threshold ? 'Negative' : 'Neutral';

function story(
  id: string,
  categories: NewsCategory[],
  move: number,
  publishedAt: number,
  title: string,
  summary: string,
  tickers: string[],
): NewsItem {
  return {
    id,
    category: categories[0]!,
    categories,
    sentiment: sentimentOf(move),
    title,
    source: SOURCE,
    publishedAt,
    url: `/news?story=${encodeURIComponent(id)}`,
    summary: `${summary} This story was written by the simulated market from its own prices; it is not real news.`,
    tickers,
    simulated: true,
  };
}

const pick = <T>(items: readonly T[], ...key: (string | number)[]) =>
  items[Math.floor(seededRandom(...key).next() * items.length)]!;

/**
 * News written from what the simulated market really did over the last sessions: a daily wrap and a global recap,
 * the strongest and weakest sectors, earnings-day gaps as earnings stories, outsized moves, and economic releases.
 * Every item is published only once its facts exist (earnings after the open, wraps after the close).
 */
export function simulatedNews(seed: string, market: SimulatedMarket, nowMs: number): NewsItem[] {
  const today = newYorkDateOf(new Date(nowMs));
  const from = addDays(today, -8);
  const bars = new Map<string, DailyBar[]>();
  for (const u of market.universe) bars.set(u.symbol, market.dailyBars(u.symbol, from, nowMs));
  const spy = bars.get('SPY') ?? [];
  const items: NewsItem[] = [];

  for (let i = 1; i < spy.length; i++) {
    const day = spy[i]!;
    const date: CivilDate = day.date;
    const closed = day.closesAt <= nowMs;
    const wrapAt = day.closesAt + 10 * MINUTE;
    const ret = (b: DailyBar[] | undefined) => (b?.[i] && b[i - 1] ? b[i]!.close / b[i - 1]!.close - 1 : 0);
    const spyMove = ret(spy);

    for (const u of market.universe) {
      const b = bars.get(u.symbol);
      const prev = b?.[i - 1];
      const cur = b?.[i];
      if (!prev || !cur) continue;
      const tech = TECH_SECTORS.has(u.sector);
      const sigma = Math.max(u.annualVol, 0.05) / Math.sqrt(252);
      if (market.isEarningsDay(u.symbol, date) && cur.opensAt + 5 * MINUTE <= nowMs) {
        const gap = cur.open / prev.close - 1;
        const verb =
          gap >= 0
            ? pick(['jumps', 'climbs', 'rallies'], seed, u.symbol, date)
            : pick(['falls', 'slides', 'drops'], seed, u.symbol, date);
        const why = gap >= 0 ? 'quarterly results beat expectations' : 'quarterly results disappoint investors';
        items.push(
          story(
            `sim-${date}-earnings-${u.symbol}`,
            tech ? ['earnings', 'technology'] : ['earnings', 'sector'],
            gap,
            cur.opensAt + 5 * MINUTE,
            `${u.name} (${u.symbol}) ${verb} ${pct(gap)} at the open after ${why}`,
            `${u.symbol} opened at $${cur.open.toFixed(2)} against a previous close of $${prev.close.toFixed(2)} after the company reported its quarterly earnings.`,
            [u.symbol],
          ),
        );
      } else if (closed && Math.abs(ret(b)) > 2.5 * sigma && u.type !== 'etf') {
        // A fund's move is its market's or its sector's (the sector stories below), never a company's news.
        const r = ret(b);
        items.push(
          story(
            `sim-${date}-move-${u.symbol}`,
            tech ? ['technology', 'sector'] : ['sector', 'markets'],
            r,
            wrapAt,
            `${u.symbol} ${r >= 0 ? 'surges' : 'tumbles'} ${pct(r)} in an outsized move for ${u.sector.toLowerCase()} stocks`,
            `${u.name} closed at $${cur.close.toFixed(2)}, ${r >= 0 ? 'up' : 'down'} ${pct(r)} on the day while the S&P 500 ${isFlat(spyMove) ? 'was little changed' : `${spyMove >= 0 ? 'gained' : 'lost'} ${pct(spyMove)}`}.`,
            [u.symbol],
          ),
        );
      }
    }
    if (!closed) continue;

    const sectors = new Map<string, number[]>();
    for (const u of market.universe) {
      if (u.sector === 'ETF') continue;
      const list = sectors.get(u.sector) ?? [];
      list.push(ret(bars.get(u.symbol)));
      sectors.set(u.sector, list);
    }
    const ranked = [...sectors.entries()]
      .map(([sector, rs]) => ({ sector, avg: rs.reduce((a, b) => a + b, 0) / rs.length }))
      .sort((a, b) => b.avg - a.avg);
    const best = ranked[0]!;
    const worst = ranked[ranked.length - 1]!;
    const direction =
      spyMove >= 0
        ? pick(['rise', 'advance', 'climb'], seed, 'wrap', date)
        : pick(['fall', 'retreat', 'slip'], seed, 'wrap', date);
    items.push(
      story(
        `sim-${date}-wrap`,
        ['markets'],
        spyMove,
        wrapAt,
        isFlat(spyMove)
          ? `Stocks end flat: S&P 500 little changed as ${best.sector} leads`
          : `Stocks ${direction}: S&P 500 ${spyMove >= 0 ? 'gains' : 'loses'} ${pct(spyMove)}, led by ${best.sector}`,
        `The SPDR S&P 500 ETF closed at $${spy[i]!.close.toFixed(2)}. ${best.sector} was the strongest sector (${signedPct(best.avg)}) and ${worst.sector} the weakest (${signedPct(worst.avg)}).`,
        ['SPY'],
      ),
    );
    const leader = Math.abs(best.avg) >= Math.abs(worst.avg) ? best : worst;
    items.push(
      story(
        `sim-${date}-sector`,
        TECH_SECTORS.has(leader.sector) ? ['sector', 'technology'] : ['sector'],
        leader.avg,
        wrapAt + MINUTE,
        `${leader.sector} stocks ${leader.avg >= 0 ? 'lead the market higher' : 'weigh on the market'} with an average ${leader.avg >= 0 ? 'gain' : 'loss'} of ${pct(leader.avg)}`,
        `Across the ${leader.sector.toLowerCase()} names in the game the average move was ${signedPct(leader.avg)} against ${signedPct(spyMove)} for the S&P 500.`,
        [],
      ),
    );
    items.push(
      story(
        `sim-${date}-global`,
        ['global', 'markets'],
        spyMove,
        newYorkInstant(addDays(date, 1), 4, 0).getTime(),
        isFlat(spyMove)
          ? 'Global markets look for direction after a flat session on Wall Street'
          : `Global markets ${spyMove >= 0 ? 'follow Wall Street higher' : 'track Wall Street lower'} after the S&P 500's ${pct(spyMove)} ${spyMove >= 0 ? 'gain' : 'drop'}`,
        isFlat(spyMove)
          ? 'Overseas investors had little to go on from the previous US session, in which the S&P 500 ended little changed.'
          : `Overseas investors took their cue from the previous US session, in which the S&P 500 ${spyMove >= 0 ? 'rose' : 'fell'} ${pct(spyMove)}.`,
        ['SPY'],
      ),
    );
  }

  for (const e of economicCalendar(seed, from, today, nowMs)) {
    if (!e.actual) continue;
    const [h, m] = e.time.split(':').map(Number);
    const actual = Number.parseFloat(e.actual);
    const forecast = Number.parseFloat(e.forecast ?? e.actual);
    const beat = actual > forecast ? 1 : actual < forecast ? -1 : 0;
    const good =
      e.event.includes('Unemployment') || e.event.includes('Claims') || e.event.includes('CPI') ? -beat : beat;
    items.push(
      story(
        `sim-${e.date}-econ-${e.event.replace(/\W+/g, '-').toLowerCase()}`,
        ['economic'],
        good * 0.01,
        newYorkInstant(e.date, h!, m! + 1).getTime(),
        `${e.event}: ${e.actual} vs. ${e.forecast ?? 'n/a'} expected`,
        `The latest ${e.event} reading came in at ${e.actual} (previous ${e.previous ?? 'n/a'}, forecast ${e.forecast ?? 'n/a'}).`,
        [],
      ),
    );
  }

  return items
    .filter((n) => n.publishedAt <= nowMs)
    .sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id));
}
