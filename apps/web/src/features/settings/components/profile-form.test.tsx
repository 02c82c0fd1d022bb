import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { readStoredUser } from '@/lib/auth-storage.ts';
import { signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ProfileForm } from './profile-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const user = signInAs({ email: 'ada@example.com' });
  const server = installFakeApi();
  renderWithApp(
    <>
      <ProfileForm user={user} />
      <Toaster />
    </>,
    { path: '/settings' },
  );
  return { server, user };
}

const form = () => within(screen.getByRole('form', { name: 'Profile' }));

describe('the settings profile form', () => {
  it('asks for the current password only when the email is changed', async () => {
    renderForm();
    const user = userEvent.setup();
    expect(form().queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(form().getByLabelText('Email'));
    await user.type(form().getByLabelText('Email'), 'ADA@example.com');
    expect(form().queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(form().getByLabelText('Email'));
    await user.type(form().getByLabelText('Email'), 'ada@newschool.edu');
    expect(form().getByLabelText('Current password')).toHaveAttribute('type', 'password');
  });

  it('saves names without a password', async () => {
    const { server, user: me } = renderForm();
    server.on('PUT /api/user/profile', { body: { user: { ...me, firstName: 'Grace' } } });
    const user = userEvent.setup();
    await user.clear(form().getByLabelText('First name'));
    await user.type(form().getByLabelText('First name'), 'Grace');
    await user.click(form().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/user/profile')[0]?.body).not.toHaveProperty('currentPassword');
  });

  it('refuses an email change without the password before calling the server', async () => {
    const { server } = renderForm();
    const user = userEvent.setup();
    await user.clear(form().getByLabelText('Email'));
    await user.type(form().getByLabelText('Email'), 'ada@newschool.edu');
    await user.click(form().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter your current password to change your email')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("sends the password, shows the server's message and keeps the current email until it is confirmed", async () => {
    const { server, user: me } = renderForm();
    const message = 'We sent a confirmation link to ada@newschool.edu. Your email changes when you open it.';
    server.on('PUT /api/user/profile', { body: { user: me, message } });
    const user = userEvent.setup();
    await user.clear(form().getByLabelText('Email'));
    await user.type(form().getByLabelText('Email'), 'ada@newschool.edu');
    await user.type(form().getByLabelText('Current password'), 'Secret#2026');
    await user.click(form().getByRole('button', { name: 'Save Changes' }));

    expect(await form().findByText(message)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/user/profile')[0]?.body).toMatchObject({
      email: 'ada@newschool.edu',
      currentPassword: 'Secret#2026',
    });
    expect(form().getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(form().queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(readStoredUser()?.email).toBe('ada@example.com');
    expect(JSON.stringify(localStorage)).not.toContain('Secret#2026');
  });

  it('shows a wrong password as the server says it', async () => {
    const { server } = renderForm();
    server.on('PUT /api/user/profile', errorReply(403, 'Current password is incorrect', 'USER_CURRENT_PASSWORD_WRONG'));
    const user = userEvent.setup();
    await user.clear(form().getByLabelText('Email'));
    await user.type(form().getByLabelText('Email'), 'ada@newschool.edu');
    await user.type(form().getByLabelText('Current password'), 'Wrong#2026');
    await user.click(form().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(form().getByLabelText('Email')).toHaveValue('ada@newschool.edu');
  });
});
