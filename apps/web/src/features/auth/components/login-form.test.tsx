import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/lib/auth-storage.ts';
import { buildUser } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup();

function renderLogin() {
  const server = installFakeApi();
  const view = renderWithApp(<LoginForm />, { path: '/login' });
  return { server, ...view };
}

async function switchToSignUp() {
  await user.click(screen.getByRole('link', { name: 'Need an account? Sign up' }));
}

async function fillSignUp(
  fields: Partial<Record<'first' | 'last' | 'username' | 'email' | 'password' | 'confirm', string>>,
) {
  const entries: [string, string | undefined][] = [
    ['First name', fields.first],
    ['Last name', fields.last],
    ['Username', fields.username],
    ['Email', fields.email],
    ['Password', fields.password],
    ['Confirm password', fields.confirm],
  ];
  for (const [label, value] of entries) if (value) await user.type(screen.getByLabelText(label), value);
}

const meterText = () => screen.getByRole('meter', { name: 'Password strength' }).textContent;

describe('sign-in', () => {
  it('asks for both fields before calling the server', async () => {
    const { server } = renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(server.calls).toHaveLength(0);
  });

  it('shows the server message in the red alert when sign-in fails', async () => {
    const { server } = renderLogin();
    server.on('POST /api/auth/login', errorReply(401, 'Invalid email or password', 'AUTH_INVALID_CREDENTIALS'));
    await user.type(screen.getByLabelText('Email or username'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('falls back to "Login failed" when the failure has no message', async () => {
    const { server } = renderLogin();
    server.on('POST /api/auth/login', { status: 502, statusText: 'Bad Gateway' });
    await user.type(screen.getByLabelText('Email or username'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('stores the user with the auth flag and goes to /dashboard on success', async () => {
    const { server, queryClient } = renderLogin();
    queryClient.setQueryData(['stale'], 'old answer');
    server.on('POST /api/auth/login', { body: { user: buildUser({ id: 9, username: 'grace' }) } });
    await user.type(screen.getByLabelText('Email or username'), ' grace@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(server.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'grace@example.com',
      password: 'Secret1!',
    });
    expect(readStoredUser()?.username).toBe('grace');
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(queryClient.getQueryData(['stale'])).toBeUndefined();
  });

  it('signs a class account in by its username (no @: sent as `username`)', async () => {
    const { server } = renderLogin();
    server.on('POST /api/auth/login', { body: { user: buildUser({ id: 9, username: 'ada.lovelace7' }) } });
    await user.type(screen.getByLabelText('Email or username'), ' ada.lovelace7 ');
    await user.type(screen.getByLabelText('Password'), 'Bade-Figo-57');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(server.callsTo('POST /api/auth/login')).toHaveLength(1));
    expect(server.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      username: 'ada.lovelace7',
      password: 'Bade-Figo-57',
    });
  });

  it('links back home, to password recovery, and to the terms and privacy pages', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    // A plain link, so that it works on the page the build rendered before its script has run.
    expect(screen.getByRole('link', { name: 'Need an account? Sign up' })).toHaveAttribute(
      'href',
      '/login?mode=sign-up',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('sign-up', () => {
  it('clears every field and the error when switching mode', async () => {
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await switchToSignUp();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.click(screen.getByRole('link', { name: 'Already have an account? Sign in' }));
    await switchToSignUp();
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('rates the password Weak, Good or Strong with the met count out of 6', async () => {
    renderLogin();
    await switchToSignUp();
    expect(meterText()).toBe('Weak: 0 of 6 requirements met');
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(meterText()).toBe('Weak: 2 of 6 requirements met');
    await user.type(screen.getByLabelText('Password'), 'A');
    expect(meterText()).toBe('Good: 3 of 6 requirements met');
    await user.type(screen.getByLabelText('Password'), '1!');
    expect(meterText()).toBe('Strong: 5 of 6 requirements met');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefghA1!');
    expect(meterText()).toBe('Strong: 6 of 6 requirements met');
    expect(screen.getByText('6/6')).toBeInTheDocument();
  });

  it('keeps Create Account disabled until the password meets the rules', async () => {
    renderLogin();
    await switchToSignUp();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '!');
    expect(submit).toBeEnabled();
  });

  it('requires names and username', async () => {
    const { server } = renderLogin();
    await switchToSignUp();
    await fillSignUp({ email: 'ada@example.com', password: 'Abcdefg1!', confirm: 'Abcdefg1!' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(server.calls).toHaveLength(0);
  });

  it('reports a confirmation mismatch', async () => {
    renderLogin();
    await switchToSignUp();
    await fillSignUp({
      first: 'Ada',
      last: 'Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      password: 'Abcdefg1!',
      confirm: 'Abcdefg1?',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('registers with the five fields, shows "Creating account..." while pending, then goes to /dashboard', async () => {
    const { server } = renderLogin();
    let release: () => void = () => {};
    server.on('POST /api/auth/register', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { status: 201, body: { user: buildUser({ username: 'ada' }) } };
    });
    await switchToSignUp();
    await fillSignUp({
      first: 'Ada',
      last: 'Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      password: 'Abcdefg1!',
      confirm: 'Abcdefg1!',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(server.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Abcdefg1!',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
    });
  });
});
