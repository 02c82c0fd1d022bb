import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFeedback, FeedbackStatus } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { seriousViolations } from '@/test/serious-violations.ts';
import { ModerationPage } from './moderation-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const item = (id: number, over: Partial<AdminFeedback> = {}): AdminFeedback => ({
  id,
  userId: 10 + id,
  username: `student_${id}`,
  rating: 4,
  title: `Review ${id}`,
  message: `Message ${id}`,
  status: 'pending',
  createdAt: '2026-11-20T15:00:00.000Z',
  moderatedAt: null,
  ...over,
});

/** A moderation server holding reviews; approve/reject change their status as the real one does. */
function moderationServer({ isOperator = true, operatorPending = false, reviews = [item(1), item(2)] } = {}) {
  const server = installFakeApi();
  const store = reviews.map((r) => ({ ...r }));
  server.on('GET /api/user', {
    body: { id: 1, username: 'ops', email: 'ops@school.edu', isOperator, operatorPending, emailVerified: isOperator },
  });
  server.on('GET /api/admin/feedback', (call) => {
    const status = (new URLSearchParams(call.search).get('status') ?? 'pending') as FeedbackStatus;
    const page = Number(new URLSearchParams(call.search).get('page') ?? '1');
    const all = store.filter((r) => r.status === status);
    const feedback = all.slice((page - 1) * 10, page * 10);
    return { body: { feedback, page, pageSize: 10, total: all.length, totalPages: Math.ceil(all.length / 10) } };
  });
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    for (const r of store) {
      server.on(`POST /api/admin/feedback/${r.id}/${action}`, () => {
        r.status = status;
        r.moderatedAt = '2026-11-21T10:00:00.000Z';
        return { body: { feedback: r } };
      });
    }
  }
  return server;
}

function renderModeration() {
  return renderWithApp(
    <>
      <ModerationPage timeZone="UTC" />
      <Toaster />
    </>,
  );
}

describe('Feedback moderation screen', () => {
  it('shows a player Access Denied and fetches no feedback', async () => {
    const server = moderationServer({ isOperator: false });
    renderModeration();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Feedback moderation is only available to operators')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Feedback' })).toHaveAttribute('href', '/feedback');
    expect(server.callsTo('GET /api/admin/feedback')).toHaveLength(0);
  });

  it('lists pending reviews as plain text and approves one', async () => {
    const server = moderationServer({
      reviews: [item(1, { title: '<i>Nice</i>', message: '<script>x()</script>' }), item(2)],
    });
    const { container } = renderModeration();
    const list = await screen.findByRole('list', { name: 'Pending feedback' });
    const first = within(list).getByRole('listitem', { name: 'Review 1' });
    expect(first).toHaveTextContent('<i>Nice</i>');
    expect(first).toHaveTextContent('<script>x()</script>');
    expect(first).toHaveTextContent('student_1');
    expect(container.querySelector('i, script')).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Feedback approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Review 1' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Review 2' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/feedback/1/approve')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    const approved = await screen.findByRole('list', { name: 'Approved feedback' });
    const moved = within(approved).getByRole('listitem', { name: 'Review 1' });
    expect(within(moved).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(moved).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('rejects a review and shows the empty queue', async () => {
    const server = moderationServer({ reviews: [item(3)] });
    renderModeration();
    const row = await screen.findByRole('listitem', { name: 'Review 3' });
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Feedback rejected')).toBeInTheDocument();
    expect(await screen.findByText('Nothing waits for review.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/feedback/3/reject')).toHaveLength(1);
  });

  it('goes back a page when moderating empties the last one, instead of showing an empty queue', async () => {
    moderationServer({ reviews: Array.from({ length: 11 }, (_, i) => item(i + 1)) });
    renderModeration();
    await screen.findByRole('listitem', { name: 'Review 1' });
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    const last = await screen.findByRole('listitem', { name: 'Review 11' });
    await userEvent.click(within(last).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Feedback approved')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Review 10' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Review 1' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing waits for review.')).toBeNull();
  });

  it('is accessible', async () => {
    moderationServer();
    renderModeration();
    await screen.findByRole('listitem', { name: 'Review 1' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('asks a listed address not yet proven to confirm it, sends the link and fetches no feedback', async () => {
    const server = moderationServer({ isOperator: false, operatorPending: true });
    server.on('POST /api/user/verify-email', {
      body: {
        message:
          'We sent a confirmation link to ops@school.edu. Open it in a browser where you are signed in to TradeArena.',
      },
    });
    renderModeration();
    expect(await screen.findByText('Confirm your email address to moderate')).toBeInTheDocument();
    expect(screen.getByText(/We will email a link to ops@school\.edu/)).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/^We sent a confirmation link to ops@school\.edu\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/verify-email')).toHaveLength(1);
    expect(server.callsTo('GET /api/admin/feedback')).toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });

  it("shows the server's refusal to send the link", async () => {
    const server = moderationServer({ isOperator: false, operatorPending: true });
    server.on(
      'POST /api/user/verify-email',
      errorReply(429, 'Too many attempts. Please wait 5 minutes and try again.', 'RATE_LIMITED'),
    );
    renderModeration();
    await userEvent.click(await screen.findByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 5 minutes');
  });

  it('offers the confirmation link when the server answers OPERATOR_EMAIL_UNVERIFIED', async () => {
    const server = moderationServer();
    server.on(
      'GET /api/admin/feedback',
      errorReply(403, 'Confirm your email address to moderate', 'OPERATOR_EMAIL_UNVERIFIED'),
    );
    renderModeration();
    expect(await screen.findByRole('button', { name: 'Send confirmation link' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it('shows Access Denied when the server refuses the queue', async () => {
    const server = moderationServer();
    server.on(
      'GET /api/admin/feedback',
      errorReply(403, 'Feedback moderation is only available to operators', 'OPERATOR_REQUIRED'),
    );
    renderModeration();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });
});
