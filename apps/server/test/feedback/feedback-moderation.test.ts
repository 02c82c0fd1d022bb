import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { ADMIN_EMAILS, getAs, moderate, OPERATOR_USERNAME, REVIEW, submitReview } from './feedback-builders.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start() {
  t = await createTestApp({ env: { ADMIN_EMAILS } });
  const db = t.deps.db.db;
  // The operator proved its address (verify-email; see operator-email-verification.test.ts for the flow itself).
  const operator = await buildTrader(db, { username: OPERATOR_USERNAME, emailVerifiedAt: t.clock.now().getTime() });
  const player = await buildTrader(db, { username: 'ada_student' });
  return { app: t, operator, player };
}

const publicTitles = async (app: TestApp, who: { cookie: string } | null, query = '') => {
  const res = await getAs(app, who, `/api/feedback/public${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('feedback moderation', () => {
  it('tells the web who is an operator on GET /api/user (ADMIN_EMAILS, any case)', async () => {
    const { app, operator, player } = await start();
    expect((await getAs(app, operator, '/api/user')).json()).toMatchObject({
      username: OPERATOR_USERNAME,
      isOperator: true,
    });
    expect((await getAs(app, player, '/api/user')).json()).toMatchObject({
      username: 'ada_student',
      isOperator: false,
    });
  });

  it('lets no one but an operator list or moderate: players 403, signed out 401', async () => {
    const { app, player } = await start();
    const id = await submitReview(app, player);
    for (const res of [
      await getAs(app, player, '/api/admin/feedback?status=pending'),
      await moderate(app, player, id, 'approve'),
      await moderate(app, player, id, 'reject'),
      await moderate(app, player, 999_999, 'approve'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'Feedback moderation is only available to operators',
        message: 'Feedback moderation is only available to operators',
        code: 'OPERATOR_REQUIRED',
      });
    }
    expect((await getAs(app, null, '/api/admin/feedback')).json().code).toBe('AUTH_REQUIRED');
    expect((await moderate(app, null, id, 'approve')).statusCode).toBe(401);
    const [row] = await app.deps.db.db.selectFrom('feedback').selectAll().execute();
    expect(row!.status).toBe('pending');
    expect((await publicTitles(app, player)).feedback).toEqual([]);
  });

  it('shows only approved reviews publicly; approve and reject are idempotent and reversible', async () => {
    const { app, operator, player } = await start();
    const first = await submitReview(app, player, { ...REVIEW, title: 'First' });
    app.clock.advance(60_000);
    const second = await submitReview(app, player, { ...REVIEW, title: 'Second', rating: 2 });

    const queue = await getAs(app, operator, '/api/admin/feedback?status=pending');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json()).toMatchObject({ page: 1, pageSize: 10, total: 2, totalPages: 1 });
    expect(queue.json().feedback.map((f: { title: string }) => f.title)).toEqual(['First', 'Second']);
    expect(queue.json().feedback[0]).toEqual({
      id: first,
      userId: player.id,
      username: 'ada_student',
      rating: 4,
      title: 'First',
      message: REVIEW.message,
      status: 'pending',
      createdAt: '2026-11-18T15:00:00.000Z',
      moderatedAt: null,
    });

    app.clock.advance(60_000);
    const approved = await moderate(app, operator, first, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().feedback).toMatchObject({
      id: first,
      status: 'approved',
      moderatedAt: '2026-11-18T15:02:00.000Z',
    });
    app.clock.advance(60_000);
    const again = await moderate(app, operator, first, 'approve');
    expect(again.json()).toEqual(approved.json());
    expect((await moderate(app, operator, second, 'reject')).json().feedback.status).toBe('rejected');

    const list = await publicTitles(app, player);
    expect(list).toEqual({
      feedback: [
        {
          id: first,
          username: 'ada_student',
          rating: 4,
          title: 'First',
          message: REVIEW.message,
          createdAt: '2026-11-18T15:00:00.000Z',
        },
      ],
      page: 1,
      pageSize: 10,
      total: 1,
      totalPages: 1,
    });
    // Approved reviews are public: a signed-out visitor sees the same page.
    expect(await publicTitles(app, null)).toEqual(list);
    const row = await app.deps.db.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', moderated_by: operator.id });

    expect((await getAs(app, operator, '/api/admin/feedback?status=rejected')).json().total).toBe(1);
    expect((await getAs(app, operator, '/api/admin/feedback')).json().total).toBe(0);
    // An operator may change their mind: the rejected one approved, the approved one rejected.
    await moderate(app, operator, second, 'approve');
    await moderate(app, operator, first, 'reject');
    expect((await publicTitles(app, player)).feedback.map((f: { title: string }) => f.title)).toEqual(['Second']);
  });

  it('answers 404 for an unknown review and 400 for an id that is not a number', async () => {
    const { app, operator } = await start();
    const missing = await moderate(app, operator, 424_242, 'approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'Feedback not found',
      message: 'Feedback not found',
      code: 'FEEDBACK_NOT_FOUND',
    });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const res = await moderate(app, operator, id, 'reject');
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('REQUEST_INVALID');
    }
    const badStatus = await getAs(app, operator, '/api/admin/feedback?status=everything');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe('The status must be pending, approved or rejected');
    expect((await moderate(app, operator, 1, 'delete')).statusCode).toBe(404);
  });

  it('gives HTML in a review back as the same plain text', async () => {
    const { app, operator, player } = await start();
    const html = {
      rating: 1,
      title: '<b>Bold</b> & "quoted"',
      message: "<script>alert('x')</script><img src=x onerror=alert(1)>",
    };
    const id = await submitReview(app, player, html);
    await moderate(app, operator, id, 'approve');
    const [review] = (await publicTitles(app, player)).feedback;
    expect(review).toMatchObject({ title: html.title, message: html.message });
  });

  it('pages approved reviews newest first and counts the total', async () => {
    const { app, operator, player } = await start();
    for (let i = 1; i <= 12; i++) {
      const id = await submitReview(app, player, { ...REVIEW, title: `Review ${i}` });
      await moderate(app, operator, id, 'approve');
      app.clock.advance(60_000);
      if (i % 5 === 0) app.clock.advance(60 * 60_000); // stay inside the per-account rate limit
    }
    const titles = (page: { feedback: Array<{ title: string }> }) => page.feedback.map((f) => f.title);
    const p1 = await publicTitles(app, player, '?page=1&pageSize=5');
    expect(p1).toMatchObject({ page: 1, pageSize: 5, total: 12, totalPages: 3 });
    expect(titles(p1)).toEqual(['Review 12', 'Review 11', 'Review 10', 'Review 9', 'Review 8']);
    expect(titles(await publicTitles(app, player, '?page=3&pageSize=5'))).toEqual(['Review 2', 'Review 1']);
    expect(titles(await publicTitles(app, player, '?page=4&pageSize=5'))).toEqual([]);
    expect(titles(await publicTitles(app, player))).toHaveLength(10);
    for (const query of ['?page=0', '?pageSize=51', '?page=x', '?pageSize=0']) {
      const res = await getAs(app, player, `/api/feedback/public${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('hides reviews by display names with demo, mock or test, and by deleted accounts', async () => {
    const { app, operator, player } = await start();
    const db = app.deps.db.db;
    const authors = await Promise.all(
      ['Demo_Kid', 'the_MOCK_trader', 'tester7', 'leaving_soon'].map((username) => buildTrader(db, { username })),
    );
    for (const who of [player, ...authors]) {
      await moderate(app, operator, await submitReview(app, who), 'approve');
    }
    const leaving = authors[3]!;
    const deleted = await app.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: leaving.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const list = await publicTitles(app, player);
    expect(list.feedback.map((f: { username: string }) => f.username)).toEqual(['ada_student']);
    expect(list.total).toBe(1);
    // The operators still see every review in the queue they moderated.
    expect((await getAs(app, operator, '/api/admin/feedback?status=approved')).json().total).toBe(5);
  });
});
