// A child of bench/trading/orders-while-busy.ts: runs, on DATABASE_URL in its own process (so its JavaScript does not
// share an event loop with the load generator or the app), either a full load of the global leaderboard index
// (`index`: what every app does at start and every 5 minutes) or the close of a championship season (`close
// <competitionId> <season> <at ISO>`: the season-close job's body). First it quotes the seeded symbols once, as an
// app instance serving quotes all day already has (the simulated market's first computation of a day, ~150–300 ms
// in one go, is the market adapter's, not the job's). Prints {"ms": …, "maxBlockMs": …, "warmUpBlockMs": …} when
// done: the job's duration, the longest its event loop was blocked during the job (what orders on an app instance
// running it would wait), and the longest block of the warm-up.
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { openDatabase } from '../../apps/server/src/adapters/db/open-database.ts';
import { createSimulatedMarketData } from '../../apps/server/src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { closeCompetitionSeason } from '../../apps/server/src/modules/competitions/index.ts';
import { createLeaderboardIndex } from '../../apps/server/src/modules/standings/index.ts';
import { manualClock } from '../../apps/server/src/ports/clock.ts';
import { SYMBOLS } from './seed-players.ts';

const [what, competitionId, season, at] = process.argv.slice(2);
const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: process.env.SQLITE_FILE ?? '' });
const clock = manualClock(at ?? new Date().toISOString());
const marketData = createSimulatedMarketData({ seed: 'bench-orders-busy', clock });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A monitor enabled a moment before (its first sample only starts the count). */
async function monitor() {
  const m = monitorEventLoopDelay({ resolution: 5 });
  m.enable();
  await sleep(20);
  return m;
}
const warmUp = await monitor();
await marketData.quotes(SYMBOLS.map(([symbol]) => symbol));
await sleep(20);
warmUp.disable();
const loop = await monitor();
const started = performance.now();
if (what === 'index') {
  const index = createLeaderboardIndex({ db: handle.db, marketData });
  await index.warm();
  await index.close();
} else {
  const report = await closeCompetitionSeason(
    { db: handle, marketData },
    Number(competitionId),
    Number(season),
    clock.now(),
  );
  if (!report.closed) throw new Error('the season was not closed');
}
const ms = performance.now() - started;
await sleep(20);
loop.disable();
console.log(JSON.stringify({ ms, maxBlockMs: loop.max / 1e6, warmUpBlockMs: warmUp.max / 1e6 }));
await handle.close();
