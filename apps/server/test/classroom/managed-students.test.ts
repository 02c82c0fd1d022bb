import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getMe, sessionCookieOf } from '../auth/auth-builders.ts';
import { buildClass } from '../educator/class-builders.ts';
import { buildEducator } from '../educator/educator-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, post, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { importRoster, signInByUsername, takeOverAccount } from './roster-builders.ts';

const NEW_PASSWORD = 'Fresh#Pass2027';
const TEMPORARY = /^[A-Z][a-z]{3}-[A-Z][a-z]{3}-\d{2}$/;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

const countUsers = async () => (await t.deps.db.db.selectFrom('users').select('id').execute()).length;

describe('importing a roster', () => {
  it('creates readable unique usernames and temporary passwords, places the students in the class, skips bad rows', async () => {
    const c = await buildClass(t, ['Sam']);
    const res = await importRoster(t.app, c.teacher, c.leagueId, {
      students: [
        { firstName: 'Ada', lastName: 'Lovelace', studentId: 'S1' },
        { firstName: 'Ada', lastName: 'Lovelace', studentId: 'S2' },
        { firstName: '', lastName: 'Nobody' },
        { firstName: 'Zoë', lastName: "O'Brien" },
        { firstName: 'Twin', lastName: 'Id', studentId: 's1' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.skipped).toEqual([
      { row: 3, reason: 'First name is missing' },
      { row: 5, reason: 'Student id s1 appears on an earlier row' },
    ]);
    expect(body.created).toHaveLength(3);
    const [ada1, ada2, zoe] = body.created;
    expect(ada1.username).toMatch(/^ada\.lovelace\d{1,2}$/);
    expect(ada2.username).toMatch(/^ada\.lovelace\d{1,2}$/);
    expect(ada1.username).not.toBe(ada2.username);
    expect(zoe).toMatchObject({ firstName: 'Zoë', lastName: "O'Brien", studentId: null });
    expect(zoe.username).toMatch(/^zoe\.obrien\d{1,2}$/);
    for (const s of body.created) expect(s.temporaryPassword).toMatch(TEMPORARY);
    // Only the hash is kept.
    const stored = await t.deps.db.db
      .selectFrom('users')
      .select(['password_hash', 'email'])
      .where('id', '=', ada1.userId)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(ada1.temporaryPassword);
    expect(stored.email).toBeNull();

    const students = await get(t.app, c.teacher, `/api/educator/students?leagueId=${c.leagueId}`);
    expect(
      students
        .json()
        .map((s: { displayName: string; managed: boolean; username: string | null; lastName: string | null }) => [
          s.displayName,
          s.managed,
          s.username,
          s.lastName,
        ]),
    ).toEqual([
      ['Sam', false, null, null],
      ['Ada L.', true, ada1.username, 'Lovelace'],
      ['Ada L.', true, ada2.username, 'Lovelace'],
      ['Zoë O.', true, zoe.username, "O'Brien"],
    ]);
    // The class portfolio has the class's starting cash ($25,000).
    const cookie = await takeOverAccount(t.app, ada1, NEW_PASSWORD);
    const leagues = await get(t.app, { cookie }, '/api/user/leagues');
    expect(leagues.statusCode).toBe(200);
    expect(JSON.stringify(leagues.json())).toContain('Period 3 Economics');

    // Importing the same file again skips the ids that already have an account.
    const again = await importRoster(t.app, c.teacher, c.leagueId, {
      students: [{ firstName: 'Ada', lastName: 'Lovelace', studentId: 'S1' }],
    });
    expect(again.json()).toEqual({
      created: [],
      skipped: [{ row: 1, reason: `Student id S1 already has the account ${ada1.username}` }],
    });
  });

  it('reads a CSV export: byte-order mark, quoted names with commas, blank lines, file line numbers', async () => {
    const c = await buildClass(t, []);
    const csv =
      '\uFEFFfirst_name,last_name,student_id\r\n"Mary, Jr.",Shelley,7\r\n\r\n"Alan","Turing",8\r\n,Missing,9\r\n';
    const res = await importRoster(t.app, c.teacher, c.leagueId, csv);
    expect(res.statusCode).toBe(201);
    expect(res.json().created.map((s: { firstName: string; studentId: string }) => [s.firstName, s.studentId])).toEqual(
      [
        ['Mary, Jr.', '7'],
        ['Alan', '8'],
      ],
    );
    expect(res.json().skipped).toEqual([{ row: 5, reason: 'First name is missing' }]);
  });

  it('refuses, creating nothing: 201 rows, a file without the header, an empty list, a class without room', async () => {
    const c = await buildClass(t, []);
    const before = await countUsers();
    const rows = Array.from({ length: 201 }, (_, i) => `Student,Number${i},${i}`);
    const tooMany = await importRoster(
      t.app,
      c.teacher,
      c.leagueId,
      ['first_name,last_name,student_id', ...rows].join('\n'),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      code: 'EDUCATOR_ROSTER_TOO_LARGE',
      error: 'At most 200 students can be imported at once: split the list and import each part',
      message: 'At most 200 students can be imported at once: split the list and import each part',
    });
    const noHeader = await importRoster(t.app, c.teacher, c.leagueId, 'Ada,Lovelace\nAlan,Turing');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().code).toBe('EDUCATOR_ROSTER_INVALID');
    const empty = await importRoster(t.app, c.teacher, c.leagueId, { students: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'EDUCATOR_ROSTER_INVALID', message: 'The roster has no students' });
    const malformed = await importRoster(t.app, c.teacher, c.leagueId, { students: 'Ada' } as never);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual(['code', 'error', 'message']);
    // The class takes 25: 26 students are refused whole.
    const big = Array.from({ length: 26 }, (_, i) => ({ firstName: 'Kid', lastName: `N${i}` }));
    const full = await importRoster(t.app, c.teacher, c.leagueId, { students: big });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'LEAGUE_FULL' });
    expect(full.json().message).toContain('room for 25 more students and the roster has 26');
    expect(await countUsers()).toBe(before);
  });

  it('is for the class educator only: 401 signed out, 403 for a player, 404 for another teacher', async () => {
    const c = await buildClass(t, []);
    const player = await buildTrader(t.deps.db.db);
    const stranger = await buildEducator(t.deps.db.db);
    const roster = { students: [{ firstName: 'Ada', lastName: 'Lovelace' }] };
    const before = await countUsers();
    expect((await importRoster(t.app, null, c.leagueId, roster)).statusCode).toBe(401);
    const byPlayer = await importRoster(t.app, player, c.leagueId, roster);
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().code).toBe('EDUCATOR_REQUIRED');
    const byStranger = await importRoster(t.app, stranger, c.leagueId, roster);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toMatchObject({ code: 'EDUCATOR_LEAGUE_NOT_FOUND', message: 'League not found' });
    expect(await countUsers()).toBe(before);
  });
});

describe('a managed student signing in', () => {
  async function importOne() {
    const c = await buildClass(t, []);
    const res = await importRoster(t.app, c.teacher, c.leagueId, {
      students: [{ firstName: 'Ada', lastName: 'Lovelace' }],
    });
    return { ...c, student: res.json().created[0] as { userId: number; username: string; temporaryPassword: string } };
  }

  it('signs in by username, must set a new password before anything else, then uses the app', async () => {
    const { student } = await importOne();
    const signedIn = await signInByUsername(t.app, student.username.toUpperCase(), student.temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ username: student.username, mustChangePassword: true });
    const cookie = sessionCookieOf(signedIn);
    const me = await getMe(t.app, cookie);
    expect(me.json()).toMatchObject({ username: student.username, email: '', managed: true, mustChangePassword: true });
    for (const [method, url] of [
      ['GET', '/api/portfolio'],
      ['GET', '/api/user/leagues'],
      ['POST', '/api/trade-action'],
      ['GET', '/api/student/announcements'],
    ] as const) {
      const refused = await t.app.inject({
        method,
        url,
        headers: { cookie },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        code: 'USER_PASSWORD_CHANGE_REQUIRED',
        error: 'Please choose a new password before you continue',
        message: 'Please choose a new password before you continue',
      });
    }
    const changed = await post(t.app, { cookie }, '/api/user/password', {
      currentPassword: student.temporaryPassword,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await getMe(t.app, cookie)).json().mustChangePassword).toBe(false);
    expect((await get(t.app, { cookie }, '/api/portfolio')).statusCode).toBe(200);
    expect((await signInByUsername(t.app, student.username, student.temporaryPassword)).statusCode).toBe(401);
    expect((await signInByUsername(t.app, student.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('gets the same answer for an unknown username and a wrong password, under the same lockout', async () => {
    const { student } = await importOne();
    const wrong = await signInByUsername(t.app, student.username, 'Wrong-Pass-11');
    const unknown = await signInByUsername(t.app, 'nobody.here1', 'Wrong-Pass-11');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('AUTH_INVALID_CREDENTIALS');
    for (const username of [student.username, 'nobody.here1']) {
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) answers.push((await signInByUsername(t.app, username, 'Wrong-Pass-11')).statusCode);
      expect(answers.at(-1), username).toBe(429);
    }
    // Locked out on this address: even the right password waits.
    expect((await signInByUsername(t.app, student.username, student.temporaryPassword)).statusCode).toBe(429);
    // An empty username is a form error, not a sign-in attempt.
    const blank = await signInByUsername(t.app, '  ', 'x');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'REQUEST_INVALID', message: 'Please fill in all fields' });
  });

  it('is kept private: no store, payments or public reviews (403 with a clear message), off the global board', async () => {
    const { student } = await importOne();
    const cookie = await takeOverAccount(t.app, student, NEW_PASSWORD);
    for (const url of ['/api/payments/create-payment-intent', '/api/feedback', '/api/user/verify-email']) {
      const res = await post(t.app, { cookie }, url, {});
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('USER_MANAGED_ACCOUNT_REFUSED');
    }
    const store = await post(t.app, { cookie }, '/api/payments/create-payment-intent', {});
    expect(store.json().message).toBe(
      'Class accounts cannot make purchases or payments. Ask your teacher if you need more.',
    );
    const board = await get(t.app, { cookie }, '/api/leaderboard');
    expect(board.statusCode).toBe(200);
    expect(JSON.stringify(board.json())).not.toContain(student.username);
  });
});

describe('a teacher resetting a student password', () => {
  it('hands out a new temporary password and signs the student out everywhere', async () => {
    const c = await buildClass(t, []);
    const [student] = (
      await importRoster(t.app, c.teacher, c.leagueId, { students: [{ firstName: 'Ada', lastName: 'Lovelace' }] })
    ).json().created;
    const cookie = await takeOverAccount(t.app, student, NEW_PASSWORD);
    const res = await post(t.app, c.teacher, `/api/educator/students/${student.userId}/reset-password`);
    expect(res.statusCode).toBe(200);
    const reset = res.json();
    expect(reset).toMatchObject({ userId: student.userId, username: student.username });
    expect(reset.temporaryPassword).toMatch(TEMPORARY);
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
    expect((await signInByUsername(t.app, student.username, NEW_PASSWORD)).statusCode).toBe(401);
    const again = sessionCookieOf(await signInByUsername(t.app, student.username, reset.temporaryPassword));
    expect((await getMe(t.app, again)).json().mustChangePassword).toBe(true);
  });

  it("refuses a self-registered student (403), another teacher's student or a removed one (404), a player (403)", async () => {
    const c = await buildClass(t, ['Sam']);
    const [managed] = (
      await importRoster(t.app, c.teacher, c.leagueId, { students: [{ firstName: 'Ada', lastName: 'Lovelace' }] })
    ).json().created;
    const other = await buildEducator(t.deps.db.db);
    const player = await buildTrader(t.deps.db.db);
    const reset = (who: { cookie: string }, userId: number) =>
      post(t.app, who, `/api/educator/students/${userId}/reset-password`);
    const selfRegistered = await reset(c.teacher, c.students[0]!.id);
    expect(selfRegistered.statusCode).toBe(403);
    expect(selfRegistered.json()).toMatchObject({ code: 'EDUCATOR_STUDENT_NOT_MANAGED' });
    const byOther = await reset(other, managed.userId);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().code).toBe('EDUCATOR_STUDENT_NOT_FOUND');
    expect((await reset(player, managed.userId)).json().code).toBe('EDUCATOR_REQUIRED');
    expect((await reset(c.teacher, 999_999)).statusCode).toBe(404);
    expect((await reset(c.teacher, 0)).statusCode).toBe(400);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/educator/leagues/${c.leagueId}/students/${managed.userId}`,
      headers: { cookie: c.teacher.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await reset(c.teacher, managed.userId)).statusCode).toBe(404);
    // The temporary password still opens the account: nothing was reset.
    expect((await signInByUsername(t.app, managed.username, managed.temporaryPassword)).statusCode).toBe(200);
  });
});
