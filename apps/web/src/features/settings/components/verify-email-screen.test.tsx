import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { VerifyEmailScreen } from './verify-email-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderScreen(path = '/verify-email?token=tok123') {
  const server = installFakeApi();
  renderWithApp(
    <StrictMode>
      <VerifyEmailScreen />
    </StrictMode>,
    { path },
  );
  return server;
}

describe('the verify-email screen', () => {
  it('signed in, posts the token once, shows the confirmation and leads on to moderation', async () => {
    signInAs({ email: 'ops@school.edu' });
    const server = renderScreen();
    server.on('POST /api/user/verify-email/confirm', {
      body: { email: 'ops@school.edu', message: 'Your email address ops@school.edu is confirmed.' },
    });
    expect(await screen.findByText('Your email address ops@school.edu is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email Address Confirmed' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/verify-email/confirm').map((c) => c.body)).toEqual([{ token: 'tok123' }]);
    expect(screen.getByRole('link', { name: 'Go to Feedback Moderation' })).toHaveAttribute('href', '/admin/feedback');
  });

  it("shows the server's error (used, expired, another account's or an old address's link)", async () => {
    signInAs();
    const server = renderScreen();
    server.on(
      'POST /api/user/verify-email/confirm',
      errorReply(
        400,
        'Invalid or expired confirmation link. Please ask for a new one.',
        'USER_EMAIL_VERIFICATION_INVALID',
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired confirmation link');
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
  });

  it('signed out, posts nothing and asks to sign in first', () => {
    const server = renderScreen();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in to your TradeArena account in this browser');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(server.calls).toHaveLength(0);
  });

  it('explains a link without a token and calls nothing', () => {
    signInAs();
    const server = renderScreen('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid confirmation link. Please ask for a new one.');
    expect(server.calls).toHaveLength(0);
  });
});
