import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { PasswordForm } from './password-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  signInAs({ email: 'ada@example.com' });
  const server = installFakeApi();
  renderWithApp(<PasswordForm />, { path: '/settings' });
  return server;
}

const form = () => within(screen.getByRole('form', { name: 'Change password' }));

async function fill(current: string, next: string, confirmation = next) {
  const user = userEvent.setup();
  const entries: [string, string][] = [
    ['Current password', current],
    ['New password', next],
    ['Confirm new password', confirmation],
  ];
  for (const [label, value] of entries) if (value) await user.type(form().getByLabelText(label), value);
  await user.click(form().getByRole('button', { name: 'Change Password' }));
}

describe('the settings password form', () => {
  it('asks for the current password before calling the server', async () => {
    const server = renderForm();
    await fill('', 'Fresh#Pass2027');
    expect(await form().findByText('Please enter your current password')).toBeInTheDocument();
    expect(form().getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password');
    expect(server.calls).toHaveLength(0);
  });

  it('holds the new password to the sign-up policy before calling the server', async () => {
    const server = renderForm();
    await fill('Secret#2026', 'short', 'short');
    expect(form().getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByLabelText('New password')).toHaveAccessibleDescription(/at least 8 characters/i);
    expect(server.calls).toHaveLength(0);
  });

  it('refuses a confirmation that does not match', async () => {
    const server = renderForm();
    await fill('Secret#2026', 'Fresh#Pass2027', 'Fresh#Pass2028');
    expect(await form().findByText('Passwords do not match')).toBeInTheDocument();
    expect(form().getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(server.calls).toHaveLength(0);
  });

  it('puts a wrong current password, as the server says it, under the current password', async () => {
    const server = renderForm();
    server.on(
      'POST /api/user/password',
      errorReply(400, 'Current password is incorrect', 'USER_CURRENT_PASSWORD_INCORRECT'),
    );
    await fill('Wrong#2026', 'Fresh#Pass2027');
    expect(await form().findByText('Current password is incorrect')).toBeInTheDocument();
    expect(form().getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(form().getByLabelText('New password')).toHaveValue('Fresh#Pass2027');
  });

  it('sends both passwords, clears the fields and says other devices were signed out', async () => {
    const server = renderForm();
    const message = 'Your password has been changed. Other devices were signed out.';
    server.on('POST /api/user/password', { body: { message } });
    await fill('Secret#2026', 'Fresh#Pass2027');
    expect(await form().findByText(message)).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/password')[0]?.body).toEqual({
      currentPassword: 'Secret#2026',
      newPassword: 'Fresh#Pass2027',
    });
    expect(form().getByLabelText('Current password')).toHaveValue('');
    expect(form().getByLabelText('New password')).toHaveValue('');
  });
});
