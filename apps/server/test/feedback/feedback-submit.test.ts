import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { REVIEW, sendFeedback } from './feedback-builders.ts';

const REQUIRED = 'Please provide both a title and message for your feedback.';
const SUBMITTED = 'Thank you for your feedback! It will be reviewed before being displayed publicly.';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start() {
  t = await createTestApp();
  return t;
}

const expect400 = (res: { statusCode: number; json(): unknown; body: string }, message: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: message, message, code: 'REQUEST_INVALID' });
};

describe('POST /api/feedback', () => {
  it('stores a pending review and answers the spec’s thank-you text', async () => {
    const app = await start();
    const player = await buildTrader(app.deps.db.db, { username: 'ada_student' });
    const res = await sendFeedback(app, player, { ...REVIEW, title: '  Great for my class  ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: SUBMITTED,
      feedback: {
        id: expect.any(Number),
        username: 'ada_student',
        rating: 4,
        title: 'Great for my class',
        message: 'We learned how orders fill.\nThanks!',
        status: 'pending',
        createdAt: '2026-11-18T15:00:00.000Z',
      },
    });
    const rows = await app.deps.db.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: player.id, status: 'pending', moderated_by: null, moderated_at: null });
  });

  it('uses the form’s default rating of 5 when none is sent', async () => {
    const app = await start();
    const player = await buildTrader(app.deps.db.db);
    const res = await sendFeedback(app, player, { title: 'Nice', message: 'Fun game' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().feedback.rating).toBe(5);
  });

  it('asks for both a title and a message with the spec’s text', async () => {
    const app = await start();
    const player = await buildTrader(app.deps.db.db);
    for (const payload of [
      { rating: 5, message: 'only a message' },
      { rating: 5, title: 'only a title' },
      { rating: 5, title: '   ', message: 'blank title' },
      { rating: 5, title: 'blank message', message: ' \n\t ' },
      {},
    ]) {
      expect400(await sendFeedback(app, player, payload), REQUIRED);
    }
    expect(await app.deps.db.db.selectFrom('feedback').selectAll().execute()).toEqual([]);
  });

  it('takes a title of 100 and a message of 500 characters, and refuses one more', async () => {
    const app = await start();
    const player = await buildTrader(app.deps.db.db);
    const ok = await sendFeedback(app, player, { rating: 3, title: 'T'.repeat(100), message: 'm'.repeat(500) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect400(
      await sendFeedback(app, player, { rating: 3, title: 'T'.repeat(101), message: 'ok' }),
      'The title can be at most 100 characters',
    );
    expect400(
      await sendFeedback(app, player, { rating: 3, title: 'ok', message: 'm'.repeat(501) }),
      'The message can be at most 500 characters',
    );
  });

  it('refuses a rating that is not a whole number from 1 to 5', async () => {
    const app = await start();
    const player = await buildTrader(app.deps.db.db);
    for (const rating of [0, 6, 2.5, -1, '5', null, true]) {
      expect400(
        await sendFeedback(app, player, { ...REVIEW, rating }),
        'The rating must be a whole number from 1 to 5',
      );
    }
    for (const rating of [1, 5]) {
      expect((await sendFeedback(app, player, { ...REVIEW, rating })).statusCode).toBe(201);
    }
  });

  it('refuses control characters and text-direction controls, but keeps line breaks in the message', async () => {
    const app = await start();
    const player = await buildTrader(app.deps.db.db);
    const invalid = 'Text cannot contain control characters, text-direction controls or broken characters';
    expect400(await sendFeedback(app, player, { ...REVIEW, title: 'bad\u0000title' }), invalid);
    expect400(await sendFeedback(app, player, { ...REVIEW, title: 'two\nlines' }), invalid);
    expect400(await sendFeedback(app, player, { ...REVIEW, message: 'evil \u202Eesrever' }), invalid);
    expect400(await sendFeedback(app, player, { ...REVIEW, message: 'bell\u0007' }), invalid);
    expect400(await sendFeedback(app, player, { ...REVIEW, message: 'half \uD83D pair' }), invalid);
    const lines = await sendFeedback(app, player, { ...REVIEW, message: 'line one\r\nline two\tand a tab 😀' });
    expect(lines.statusCode, lines.body).toBe(201);
    expect(lines.json().feedback.message).toBe('line one\r\nline two\tand a tab 😀');
  });

  it('asks a signed-out visitor to sign in before looking at the input', async () => {
    const app = await start();
    const res = await sendFeedback(app, null, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
  });

  it('lets a signed-out visitor list the public reviews, whose query is still validated', async () => {
    const app = await start();
    const res = await app.app.inject({ method: 'GET', url: '/api/feedback/public?page=1&pageSize=5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ feedback: [], page: 1, pageSize: 5, total: 0, totalPages: 0 });
    expect((await app.app.inject({ method: 'GET', url: '/api/feedback/public?pageSize=500' })).statusCode).toBe(400);
  });

  it('lets an account send 5 reviews an hour, then answers 429 with Retry-After', async () => {
    const app = await start();
    const player = await buildTrader(app.deps.db.db);
    const classmate = await buildTrader(app.deps.db.db);
    for (let i = 0; i < 5; i++) {
      expect((await sendFeedback(app, player, { ...REVIEW, title: `Review ${i}` })).statusCode).toBe(201);
    }
    const limited = await sendFeedback(app, player, REVIEW);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Invalid input is answered before the limit is looked at; the limit is per account.
    expect400(await sendFeedback(app, player, {}), REQUIRED);
    expect((await sendFeedback(app, classmate, REVIEW)).statusCode).toBe(201);
    // One more an hour later (the bucket refills at 5 an hour).
    app.clock.advance(12 * 60_000);
    expect((await sendFeedback(app, player, REVIEW)).statusCode).toBe(201);
    expect(await app.deps.db.db.selectFrom('feedback').selectAll().execute()).toHaveLength(7);
  });
});
