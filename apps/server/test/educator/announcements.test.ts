import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinLeague, post, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, getJson } from '../trading/trading-builders.ts';
import { buildEducator, newClassLeague, sendMessage } from './educator-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY });
});
afterEach(async () => {
  await t.close();
});

/** A teacher with two classes: Ada in period 1, Bob in period 2. */
async function twoClasses() {
  const teacher = await buildEducator(t.deps.db.db);
  const p1 = await newClassLeague(t.app, teacher, { name: 'Period 1' });
  const p2 = await newClassLeague(t.app, teacher, { name: 'Period 2' });
  const ada = await buildTrader(t.deps.db.db);
  const bob = await buildTrader(t.deps.db.db);
  expect((await joinLeague(t.app, ada, p1.code, 'Ada')).statusCode).toBe(200);
  expect((await joinLeague(t.app, bob, p2.code, 'Bob')).statusCode).toBe(200);
  return { teacher, p1, p2, ada, bob };
}

describe('class announcements', () => {
  it("reach only that class's students, newest first, with the priority", async () => {
    const { teacher, p1, p2, ada, bob } = await twoClasses();
    const first = await sendMessage(t.app, teacher, { leagueId: p1.id, title: '  Quiz Friday ', message: 'Chapter 3' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Message sent to class successfully!',
      announcement: { competitionId: p1.id, title: 'Quiz Friday', priority: 'normal', isRead: false },
    });
    t.clock.advance(60_000);
    const second = await sendMessage(t.app, teacher, {
      leagueId: p1.id,
      title: 'Market closes early',
      message: 'Sell before 13:00',
      priority: 'urgent',
    });
    expect(second.statusCode, second.body).toBe(201);
    await sendMessage(t.app, teacher, { leagueId: p2.id, title: 'Welcome', message: 'Period 2 only' });

    const adas = await getJson(t.app, ada, '/api/student/announcements');
    expect(adas).toEqual([
      {
        id: second.json().announcement.id,
        competitionId: p1.id,
        leagueName: 'Period 1',
        title: 'Market closes early',
        message: 'Sell before 13:00',
        priority: 'urgent',
        isRead: false,
        createdAt: '2026-11-18T15:01:00.000Z',
      },
      expect.objectContaining({ title: 'Quiz Friday', message: 'Chapter 3', createdAt: '2026-11-18T15:00:00.000Z' }),
    ]);
    expect((await getJson(t.app, bob, '/api/student/announcements')).map((a: { title: string }) => a.title)).toEqual([
      'Welcome',
    ]);
    const outsider = await buildTrader(t.deps.db.db);
    expect(await getJson(t.app, outsider, '/api/student/announcements')).toEqual([]);
  });

  it('keeps read flags per student, and marking read twice is harmless', async () => {
    const { teacher, p1, ada } = await twoClasses();
    const cy = await buildTrader(t.deps.db.db);
    expect((await joinLeague(t.app, cy, p1.code, 'Cy')).statusCode).toBe(200);
    const sent = await sendMessage(t.app, teacher, { leagueId: p1.id, title: 'Hi', message: 'Welcome' });
    const id = sent.json().announcement.id;
    for (let i = 0; i < 2; i++) {
      const res = await post(t.app, ada, `/api/student/announcements/${id}/read`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Announcement marked as read' });
    }
    expect(await getJson(t.app, ada, '/api/student/announcements')).toEqual([
      expect.objectContaining({ id, isRead: true }),
    ]);
    expect(await getJson(t.app, cy, '/api/student/announcements')).toEqual([
      expect.objectContaining({ id, isRead: false }),
    ]);
  });

  it("refuses to mark another class's announcement or an unknown one (404), and bad ids (400)", async () => {
    const { teacher, p1, bob } = await twoClasses();
    const id = (await sendMessage(t.app, teacher, { leagueId: p1.id, title: 'Hi', message: 'P1' })).json().announcement
      .id;
    for (const url of [`/api/student/announcements/${id}/read`, '/api/student/announcements/999999/read']) {
      const res = await post(t.app, bob, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('ANNOUNCEMENT_NOT_FOUND');
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await post(t.app, bob, `/api/student/announcements/${bad}/read`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('REQUEST_INVALID');
    }
  });

  it('needs both a title and a message, bounded, and a valid priority and league id', async () => {
    const { teacher, p1 } = await twoClasses();
    const cases: [Record<string, unknown>, string][] = [
      [{ leagueId: p1.id, title: '  ', message: 'Body' }, 'Please enter both title and message'],
      [{ leagueId: p1.id, title: 'Title', message: '\n ' }, 'Please enter both title and message'],
      [{ leagueId: p1.id, message: 'Body' }, 'Please enter both title and message'],
      [{ leagueId: p1.id, title: 'x'.repeat(201), message: 'Body' }, 'The title must be at most 200 characters'],
      [{ leagueId: p1.id, title: 'T', message: 'x'.repeat(5001) }, 'The message must be at most 5,000 characters'],
      [{ leagueId: p1.id, title: 'T', message: 'B', priority: 'low' }, 'Priority must be urgent, high or normal'],
      [{ leagueId: 'abc', title: 'T', message: 'B' }, 'Please select a specific class to message'],
      [{ title: 'T', message: 'B' }, 'Please select a specific class to message'],
    ];
    for (const [body, message] of cases) {
      const res = await sendMessage(t.app, teacher, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REQUEST_INVALID', message, error: message });
    }
  });
});
