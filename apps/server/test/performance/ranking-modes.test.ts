import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildEducator, createClassLeague } from '../educator/educator-builders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createLeague, get, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader } from '../trading/trading-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY });
});
afterEach(async () => {
  await t.close();
});

describe('ranking modes (ADR 023)', () => {
  it('a friend league ranks by return unless its creator picks another mode; the league shows it', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    const plain = await createLeague(t.app, ada, { name: 'Plain' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().league.rankingMode).toBe('return');
    const fair = await createLeague(t.app, ada, { name: 'Fair', rankingMode: 'risk_adjusted' });
    expect(fair.statusCode, fair.body).toBe(201);
    const shown = await get(t.app, ada, `/api/competitions/${fair.json().league.id}`);
    expect(shown.json().rankingMode).toBe('risk_adjusted');
  });

  it('a class ranks by return above the S&P 500 by default; championships by return', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const res = await createClassLeague(t.app, teacher);
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.deps.db.db.selectFrom('competitions').select(['ranking_mode', 'kind']).orderBy('id').execute();
    expect(row.filter((r) => r.kind === 'championship').map((r) => r.ranking_mode)).toEqual(['return', 'return']);
    expect(row.at(-1)?.ranking_mode).toBe('excess');
    const chosen = await createClassLeague(t.app, teacher, { name: 'Period 4', rankingMode: 'return' });
    expect(chosen.statusCode, chosen.body).toBe(201);
  });

  it('an unknown mode is a 400 with the error body', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    const res = await createLeague(t.app, ada, { rankingMode: 'luck' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REQUEST_INVALID' });
    expect(res.json().message).toContain('rankingMode');
  });
});
