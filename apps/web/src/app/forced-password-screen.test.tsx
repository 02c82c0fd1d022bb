import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/lib/auth-storage.ts';
import { signInAs } from '@/test/builders.ts';
import { errorReply } from '@/test/fake-api.ts';
import { renderAppAt } from '@/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the first sign-in of a class account', () => {
  it('shows only the new-password screen until the server accepts a new password, then the app', async () => {
    signInAs({ username: 'ada.lovelace7', email: '', mustChangePassword: true });
    const server = renderAppAt('/dashboard', (s) => {
      s.on('POST /api/user/password', (call) =>
        (call.body as { currentPassword: string }).currentPassword === 'Bade-Figo-57'
          ? { body: { message: 'Your password has been changed. Other devices were signed out.' } }
          : errorReply(400, 'Current password is incorrect', 'USER_CURRENT_PASSWORD_INCORRECT'),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // Nothing else is asked of the server meanwhile (it would answer 403 USER_PASSWORD_CHANGE_REQUIRED).
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Temporary password'), 'Bade-Figo-57');
    await user.type(screen.getByLabelText('New password'), 'Fresh#Pass2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh#Pass2027');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(readStoredUser()?.mustChangePassword).toBe(false));
    expect(server.callsTo('POST /api/user/password')[0]?.body).toEqual({
      currentPassword: 'Bade-Figo-57',
      newPassword: 'Fresh#Pass2027',
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Choose your own password' })).toBeNull());
  });
});
