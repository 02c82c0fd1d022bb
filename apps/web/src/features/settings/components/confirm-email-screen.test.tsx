import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/lib/auth-storage.ts';
import { rememberInvite } from '@/lib/pending-invite.ts';
import { buildUser, signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ConfirmEmailScreen } from './confirm-email-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderScreen(path = '/confirm-email?token=tok123') {
  const server = installFakeApi();
  renderWithApp(
    <StrictMode>
      <ConfirmEmailScreen />
    </StrictMode>,
    { path },
  );
  return server;
}

describe('the confirm-email screen', () => {
  it('posts the token once and shows the new address; signed out, it offers to sign in', async () => {
    const server = renderScreen();
    server.on('POST /api/user/confirm-email', {
      body: { email: 'ada@newschool.edu', message: 'Your email address is now ada@newschool.edu.' },
    });
    expect(await screen.findByText('Your email address is now ada@newschool.edu.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email Address Confirmed' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/confirm-email').map((c) => c.body)).toEqual([{ token: 'tok123' }]);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it("signed in, shows the server's user from then on and links to settings", async () => {
    signInAs({ email: 'ada@example.com' });
    const server = renderScreen();
    server.on('POST /api/user/confirm-email', {
      body: { email: 'ada@newschool.edu', message: 'Your email address is now ada@newschool.edu.' },
    });
    server.on('GET /api/user', { body: buildUser({ email: 'ada@newschool.edu' }) });
    expect(await screen.findByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    await vi.waitFor(() => expect(readStoredUser()?.email).toBe('ada@newschool.edu'));
  });

  it("shows the server's error with the way on", async () => {
    const server = renderScreen();
    server.on(
      'POST /api/user/confirm-email',
      errorReply(400, 'Invalid or expired confirmation link', 'USER_EMAIL_CONFIRMATION_INVALID'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired confirmation link');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('explains a link without a token and calls nothing', () => {
    const server = renderScreen('/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid confirmation link');
    expect(server.calls).toHaveLength(0);
  });

  it('signed in with a league invitation waiting, leads on to its join dialog', async () => {
    signInAs({ email: 'ada@example.com' });
    rememberInvite('ABC234');
    const server = renderScreen();
    server.on('POST /api/user/confirm-email', {
      body: { email: 'ada@newschool.edu', message: 'Your email address is now ada@newschool.edu.' },
    });
    const onward = await screen.findByRole('link', { name: 'Continue to your league invitation' });
    expect(onward).toHaveAttribute('href', '/competitions?join=ABC234');
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toBeInTheDocument();
  });
});
