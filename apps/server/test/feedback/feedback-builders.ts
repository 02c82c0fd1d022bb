import type { TestApp } from '../helpers/test-app.ts';
import type { Trader } from '../trading/trading-builders.ts';

/** The operator's address as ADMIN_EMAILS lists it (case and spaces differ from the stored email on purpose). */
export const OPERATOR_USERNAME = 'moderator_ops';
export const ADMIN_EMAILS = ' Moderator_Ops@School.edu , other-operator@tradearena.example';

export const REVIEW = { rating: 4, title: 'Great for my class', message: 'We learned how orders fill.\nThanks!' };

export const sendFeedback = (t: TestApp, who: Pick<Trader, 'cookie'> | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: payload as Record<string, unknown>,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
  });

export const getAs = (t: TestApp, who: Pick<Trader, 'cookie'> | null, url: string) =>
  t.app.inject({ method: 'GET', url, ...(who ? { headers: { cookie: who.cookie } } : {}) });

export const moderate = (t: TestApp, who: Pick<Trader, 'cookie'> | null, id: number | string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/feedback/${id}/${action}`,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
  });

/** Sends a review as `who` and answers its id (fails the test on anything but 201). */
export async function submitReview(t: TestApp, who: Pick<Trader, 'cookie'>, payload: object = REVIEW) {
  const res = await sendFeedback(t, who, payload);
  if (res.statusCode !== 201) throw new Error(`POST /api/feedback: ${res.statusCode} ${res.body}`);
  return res.json().feedback.id as number;
}
