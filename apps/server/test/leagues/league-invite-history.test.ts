import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeSeasons } from '../../src/modules/competitions/close-seasons.ts';
import type { Mailer } from '../../src/ports/mailer.ts';
import { competitionTrade, joinChampionship } from '../competitions/competition-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson } from '../trading/trading-builders.ts';
import { joinLeague, newLeague, post, WEDNESDAY } from './league-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    now: WEDNESDAY,
    env: { PUBLIC_URL: 'https://arena.example' },
    deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) },
  });
});
afterEach(async () => {
  await t.close();
});

const invite = (who: { cookie: string }, id: number, payload: Record<string, unknown>) =>
  post(t.app, who, `/api/competitions/${id}/invite`, payload);

describe('inviting by email', () => {
  it('emails the code and the join link, with the custom message escaped', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const { id, code } = await newLeague(t.app, ada, { name: 'Lunch <Traders>' });
    const res = await invite(ada, id, { email: 'friend@example.org', customMessage: 'Join us! <script>x()</script>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Invitation sent!' });
    expect(t.mailer.sent).toHaveLength(1);
    const mail = t.mailer.sent[0]!;
    expect(mail.to).toBe('friend@example.org');
    const link = `https://arena.example/competitions?join=${code}`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(`Your invite code: ${code}`);
    expect(mail.text).toContain('Join us! <script>x()</script>');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Join us! &lt;script&gt;x()&lt;/script&gt;');
    expect(mail.html).toContain('Lunch &lt;Traders&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('is for the creator only, to a valid address, with a message of at most 500 characters', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    const { id, code } = await newLeague(t.app, ada);
    await joinLeague(t.app, bob, code);
    const byPlayer = await invite(bob, id, { email: 'friend@example.org' });
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json()).toMatchObject({ code: 'LEAGUE_NOT_CREATOR' });
    const badEmail = await invite(ada, id, { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email address.');
    const missing = await invite(ada, id, { email: '' });
    expect(missing.json().message).toBe('Please select a league and enter an email address.');
    const long = await invite(ada, id, { email: 'friend@example.org', customMessage: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Your message can be at most 500 characters.');
    expect((await invite(ada, 1, { email: 'friend@example.org' })).statusCode).toBe(404);
    expect((await invite(ada, 999, { email: 'friend@example.org' })).statusCode).toBe(404);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses a completed league and limits an account to 20 invitations an hour', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const open = await newLeague(t.app, ada, { name: 'Open' });
    const done = await newLeague(t.app, ada, { name: 'Done' });
    await post(t.app, ada, `/api/leagues/${done.id}/end`, {});
    expect((await invite(ada, done.id, { email: 'a@example.org' })).json().code).toBe('LEAGUE_COMPLETED');
    for (let i = 1; i < 20; i++)
      expect((await invite(ada, open.id, { email: `f${i}@example.org` })).statusCode).toBe(200);
    const limited = await invite(ada, open.id, { email: 'one-more@example.org' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('limits one address to 100 invitations an hour, however many accounts send them', async () => {
    const inviteFrom = (who: { cookie: string }, id: number, email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/competitions/${id}/invite`,
        headers: { cookie: who.cookie },
        payload: { email },
        remoteAddress: '198.51.100.9',
      });
    let sent = 0;
    for (let a = 0; a < 6; a++) {
      const host = await buildTrader(t.deps.db.db);
      const { id } = await newLeague(t.app, host, { name: `Spam ${a}` });
      for (let i = 0; i < 19; i++) {
        const res = await inviteFrom(host, id, `p${a}-${i}@example.org`);
        if (res.statusCode === 200) sent++;
        else expect(res.json().code).toBe('RATE_LIMITED');
      }
    }
    expect(sent).toBe(100);
    expect(t.mailer.sent).toHaveLength(100);
  });

  it('says so when the email cannot be sent', async () => {
    const failing: Mailer = {
      async send() {
        throw new Error('smtp down');
      },
    };
    const broken = await createTestApp({ now: WEDNESDAY, deps: { mailer: failing } });
    try {
      const ada = await buildTrader(broken.deps.db.db);
      const { id } = await newLeague(broken.app, ada);
      const res = await post(broken.app, ada, `/api/competitions/${id}/invite`, { email: 'friend@example.org' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'LEAGUE_INVITE_FAILED',
        message: 'Failed to Send Invitation. Please try again later.',
      });
    } finally {
      await broken.close();
    }
  });
});

describe('history', () => {
  it('lists closed championship seasons the caller played, with the top of the standings and their own row', async () => {
    const ada = await buildTrader(t.deps.db.db, { username: 'ada' });
    const bob = await buildTrader(t.deps.db.db, { username: 'bob' });
    const season = (await joinChampionship(t.app, ada, 1)).json().competition.seasonNumber;
    await joinChampionship(t.app, bob, 1);
    expect((await competitionTrade(t.app, ada, 1, { symbol: 'AAPL', side: 'buy', quantity: 10 })).statusCode).toBe(200);
    expect(await getJson(t.app, ada, '/api/leagues/history')).toEqual([]);
    t.clock.set('2026-11-20T21:01:00Z');
    await closeSeasons(t.deps, t.clock.now());
    const history = await getJson(t.app, bob, '/api/leagues/history');
    expect(history).toEqual([
      {
        id: 1,
        competitionName: 'Weekly Championship',
        seasonNumber: season,
        totalParticipants: 2,
        endDate: '2026-11-20T21:00:00.000Z',
        createdByUserId: null,
        finalStandings: [
          { userId: ada.id, displayName: 'ada', totalReturn: 0, rank: 1, isYou: false },
          { userId: bob.id, displayName: 'bob', totalReturn: 0, rank: 2, isYou: true },
        ],
      },
    ]);
    const eve = await buildTrader(t.deps.db.db);
    expect(await getJson(t.app, eve, '/api/leagues/history')).toEqual([]);
  });
});
