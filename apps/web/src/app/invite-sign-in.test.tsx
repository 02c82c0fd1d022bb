import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberInvite } from '@/lib/pending-invite.ts';
import { buildUser, signInAs } from '@/test/builders.ts';
import { renderAppAt } from '@/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location');

describe('an invitation link opened signed out', () => {
  it('opens sign-up with the code, and after sign-up the join dialog filled in', async () => {
    const server = renderAppAt('/competitions?join=abc234');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText(/You were invited to a league/)).toHaveTextContent('abc234');
    server.on('POST /api/auth/register', { status: 201, body: { user: buildUser({ username: 'friend' }) } });
    const user = userEvent.setup();
    const fields: [string, string][] = [
      ['First name', 'Fay'],
      ['Last name', 'Friend'],
      ['Username', 'friend'],
      ['Email', 'fay@example.com'],
      ['Password', 'Secret#2026'],
      ['Confirm password', 'Secret#2026'],
    ];
    for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Join League' }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText('League code')).toHaveValue('ABC234');
    expect(location()).toHaveTextContent('/competitions?join=abc234');
    expect(localStorage.getItem('pendingInvite')).toBeNull();
  }, 20_000);

  it('keeps the code through sign-in chosen instead of sign-up', async () => {
    const server = renderAppAt('/competitions?join=XYZ789');
    await screen.findByRole('heading', { name: 'Create your account' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Already have an account? Sign in' }));
    expect(screen.getByText(/You were invited to a league/)).toHaveTextContent('XYZ789');
    server.on('POST /api/auth/login', { body: { user: buildUser() } });
    await user.type(screen.getByLabelText('Email or username'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toHaveTextContent('/competitions?join=XYZ789'), { timeout: 10_000 });
  }, 20_000);

  it('sends a browser signed in later (an emailed link, another tab) from /login to the waiting invitation', async () => {
    rememberInvite('QRS456');
    signInAs();
    renderAppAt('/login');
    await waitFor(() => expect(location()).toHaveTextContent('/competitions?join=QRS456'), { timeout: 10_000 });
  });
});

describe('sign-up calls to action', () => {
  it('Get Started opens the sign-up form', async () => {
    renderAppAt('/');
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getAllByRole('link', { name: 'Get Started' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login?mode=sign-up');
  });

  it('/register opens the sign-up form', async () => {
    renderAppAt('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
