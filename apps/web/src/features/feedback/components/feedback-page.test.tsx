import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicFeedback, PublicFeedbackPage } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { seriousViolations } from '@/test/serious-violations.ts';
import { FeedbackPage } from './feedback-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const review = (id: number, over: Partial<PublicFeedback> = {}): PublicFeedback => ({
  id,
  username: `player_${id}`,
  rating: 4,
  title: `Review ${id}`,
  message: `Message ${id}`,
  createdAt: '2026-11-20T15:00:00.000Z',
  ...over,
});

const pageOf = (feedback: PublicFeedback[], page = 1, total = feedback.length): PublicFeedbackPage => ({
  feedback,
  page,
  pageSize: 10,
  total,
  totalPages: Math.ceil(total / 10),
});

function feedbackServer({ pages = [pageOf([])], isOperator = false } = {}) {
  const server = installFakeApi();
  server.on('GET /api/user', { body: { id: 1, username: 'ada', isOperator } });
  server.on('GET /api/feedback/public', (call) => {
    const page = Number(new URLSearchParams(call.search).get('page') ?? '1');
    return { body: pages[page - 1] ?? pageOf([], page) };
  });
  server.on('POST /api/feedback', (call) => ({
    status: 201,
    body: {
      success: true,
      message: 'Thank you for your feedback! It will be reviewed before being displayed publicly.',
      feedback: { ...review(99), ...(call.body as object), status: 'pending' },
    },
  }));
  return server;
}

function renderFeedback() {
  return renderWithApp(
    <>
      <FeedbackPage timeZone="UTC" />
      <Toaster />
    </>,
  );
}

describe('Feedback form', () => {
  it('sends the rating (5 by default), title and message, then thanks and clears the form', async () => {
    const server = feedbackServer();
    renderFeedback();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Title'), 'Love it');
    await userEvent.type(screen.getByLabelText('Message'), 'The charts are great');
    expect(screen.getByText('7/100')).toBeInTheDocument();
    expect(screen.getByText('20/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your feedback! It will be reviewed before being displayed publicly.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/feedback')[0]?.body).toEqual({
      rating: 5,
      title: 'Love it',
      message: 'The charts are great',
    });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByText('0/100')).toBeInTheDocument();
  });

  it('sends the stars chosen', async () => {
    const server = feedbackServer();
    renderFeedback();
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Title'), 'Hard');
    await userEvent.type(screen.getByLabelText('Message'), 'Too hard for me');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(server.callsTo('POST /api/feedback')).toHaveLength(1));
    expect(server.callsTo('POST /api/feedback')[0]?.body).toMatchObject({ rating: 2 });
  });

  it('asks for both a title and a message before sending anything', async () => {
    const server = feedbackServer();
    renderFeedback();
    await userEvent.type(screen.getByLabelText('Title'), '   ');
    await userEvent.type(screen.getByLabelText('Message'), 'Only a message');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Required Fields')).toBeInTheDocument();
    expect(screen.getByText('Please provide both a title and message for your feedback.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/feedback')).toHaveLength(0);
  });

  it('limits the title to 100 and the message to 500 characters', () => {
    feedbackServer();
    renderFeedback();
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '500');
    expect(screen.getByText('0/500')).toBeInTheDocument();
  });

  it('shows Submission Failed with the server’s message and keeps what was typed', async () => {
    const server = feedbackServer();
    server.on(
      'POST /api/feedback',
      errorReply(429, 'Too many attempts. Please wait 12 minutes and try again.', 'RATE_LIMITED'),
    );
    renderFeedback();
    await userEvent.type(screen.getByLabelText('Title'), 'Again');
    await userEvent.type(screen.getByLabelText('Message'), 'One more');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please wait 12 minutes and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Again');
  });
});

describe('Community reviews', () => {
  it('shows the empty state when no review is public yet', async () => {
    feedbackServer();
    renderFeedback();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to share your experience!')).toBeInTheDocument();
  });

  it('shows reviews with their stars, author and date, and HTML as plain text', async () => {
    const html = review(1, {
      username: 'ada',
      rating: 3,
      title: '<b>Bold</b> claim',
      message: "<script>alert('x')</script><img src=x onerror=alert(1)>",
    });
    feedbackServer({ pages: [pageOf([html, review(2, { rating: 5 })])] });
    const { container } = renderFeedback();
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('<b>Bold</b> claim');
    expect(first).toHaveTextContent("<script>alert('x')</script><img src=x onerror=alert(1)>");
    expect(first).toHaveTextContent('ada · Nov 20, 2026');
    expect(within(first!).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(container.querySelector('b, script, img')).toBeNull();
    expect(screen.getByText('2 reviews from players')).toBeInTheDocument();
  });

  it('pages through the reviews', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(12 - i));
    const second = [review(2), review(1)];
    const server = feedbackServer({ pages: [pageOf(first, 1, 12), pageOf(second, 2, 12)] });
    renderFeedback();
    expect(await screen.findByText('Review 12')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Review 1')).toBeInTheDocument();
    expect(screen.queryByText('Review 12')).toBeNull();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(server.callsTo('GET /api/feedback/public').map((c) => c.search)).toEqual([
      '?page=1&pageSize=10',
      '?page=2&pageSize=10',
    ]);
  });

  it('goes back to the last page when the page shown has emptied (reviews taken down meanwhile)', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(12 - i));
    const server = feedbackServer({ pages: [pageOf(first, 1, 12), pageOf([], 2, 10)] });
    renderFeedback();
    expect(await screen.findByText('Review 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.callsTo('GET /api/feedback/public')).toHaveLength(2));
    expect(await screen.findByText('Review 12')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('offers an error with Try again when the reviews cannot be loaded', async () => {
    const server = feedbackServer();
    server.on('GET /api/feedback/public', errorReply(503, 'Down', 'STORAGE_UNAVAILABLE'));
    renderFeedback();
    expect(await screen.findByText('Reviews could not be loaded.', {}, { timeout: 4000 })).toBeInTheDocument();
    server.on('GET /api/feedback/public', { body: pageOf([review(1)]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Review 1')).toBeInTheDocument();
  });
});

describe('Feedback page', () => {
  it('is accessible with reviews and the form', async () => {
    feedbackServer({ pages: [pageOf([review(1), review(2)], 1, 12)], isOperator: true });
    renderFeedback();
    await screen.findByText('Review 1');
    await screen.findByRole('link', { name: 'Moderate Feedback' });
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('Moderation link', () => {
  it('is shown to operators only', async () => {
    feedbackServer({ isOperator: true });
    const view = renderFeedback();
    expect(await screen.findByRole('link', { name: 'Moderate Feedback' })).toHaveAttribute('href', '/admin/feedback');
    view.unmount();
    vi.unstubAllGlobals();
    feedbackServer({ isOperator: false });
    renderFeedback();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderate Feedback' })).toBeNull();
  });
});
