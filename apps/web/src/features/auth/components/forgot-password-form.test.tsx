import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

afterEach(() => vi.unstubAllGlobals());
const user = userEvent.setup();

function renderForgot() {
  const server = installFakeApi();
  renderWithApp(<ForgotPasswordForm />, { path: '/forgot-password' });
  return server;
}

describe('forgot password', () => {
  it('asks for an email address first', async () => {
    const server = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(server.calls).toHaveLength(0);
  });

  it('confirms with the address entered and the 1-hour expiry', async () => {
    const server = renderForgot();
    server.on('POST /api/auth/forgot-password', { body: { message: 'sent' } });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/expires in 1 hour/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    expect(server.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('returns to an empty form through "Send to different email"', async () => {
    const server = renderForgot();
    server.on('POST /api/auth/forgot-password', { body: { message: 'sent' } });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await user.click(await screen.findByRole('button', { name: 'Send to different email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('shows the server message from the field message on failure', async () => {
    const server = renderForgot();
    server.on('POST /api/auth/forgot-password', errorReply(429, 'Too many requests. Try again in 10 minutes.'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 10 minutes.');
  });

  it('falls back to "Request failed" without a server message', async () => {
    const server = renderForgot();
    server.on('POST /api/auth/forgot-password', { status: 500 });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed');
  });
});
