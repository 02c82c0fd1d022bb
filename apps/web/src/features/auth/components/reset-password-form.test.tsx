import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderReset(path = '/reset-password?token=abc123') {
  const server = installFakeApi();
  renderWithApp(<ResetPasswordForm />, { path });
  return server;
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password', () => {
  it('explains a link without a token', () => {
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid reset link. Please request a new password reset.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it.each([
    ['', '', 'Please fill in all fields'],
    ['Ab1!', 'Ab1!', 'Password must be at least 8 characters long'],
    ['abcdefg1!', 'abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1!', 'ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh!', 'Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Abcdefgh1', 'Password must contain at least one special character'],
    ['Abcdefg1!', 'Abcdefg1?', 'Passwords do not match'],
  ])('rejects %j / %j with "%s" before calling the server', async (password, confirmation, message) => {
    const server = renderReset();
    await submit(userEvent.setup(), password, confirmation);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(server.calls).toHaveLength(0);
  });

  it('shows the server text from the field error', async () => {
    const server = renderReset();
    server.on('POST /api/auth/reset-password', errorReply(400, 'Invalid or expired reset link', 'AUTH_RESET_INVALID'));
    await submit(userEvent.setup(), 'Abcdefg1!', 'Abcdefg1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link');
  });

  it('completes, then goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = renderReset();
    server.on('POST /api/auth/reset-password', { body: { message: 'done' } });
    await submit(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), 'Abcdefg1!', 'Abcdefg1!');
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      newPassword: 'Abcdefg1!',
    });
    await act(async () => {
      vi.advanceTimersByTime(2_900);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password?token=abc123');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
