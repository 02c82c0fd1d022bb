import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildLeague } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { JoinLeagueDialog } from './join-league-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderDialog(initialCode?: string) {
  return renderWithApp(
    <>
      <JoinLeagueDialog initialCode={initialCode} />
      <Toaster />
    </>,
  );
}

describe('Join League dialog', () => {
  it('asks for the code and the display name', async () => {
    const server = installFakeApi();
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
    await userEvent.type(screen.getByLabelText('League code'), 'abc234');
    expect(screen.getByLabelText('League code')).toHaveValue('ABC234');
    await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
    expect(await screen.findByText('Please fill in league code and display name.')).toBeVisible();
    expect(server.callsTo('POST /api/leagues/join')).toHaveLength(0);
  });

  it('joins with the upper-cased code and says Joined League!', async () => {
    const server = installFakeApi();
    server.on('POST /api/leagues/join', {
      body: {
        success: true,
        message: 'Joined League!',
        league: buildLeague({ isCreator: false }),
        inviteCode: 'ABC234',
      },
    });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
    await userEvent.type(screen.getByLabelText('League code'), 'abc234');
    await userEvent.type(screen.getByLabelText('Your display name'), 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
    expect(await screen.findByText('Joined League!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/leagues/join')[0]?.body).toEqual({ inviteCode: 'ABC234', displayName: 'Grace' });
  });

  it("opens filled in from an invitation link and shows the server's refusal", async () => {
    const server = installFakeApi();
    server.on(
      'POST /api/leagues/join',
      errorReply(409, 'This league is full: every player slot is taken.', 'LEAGUE_FULL'),
    );
    renderDialog('xyz789');
    expect(screen.getByRole('dialog', { name: 'Join League' })).toBeVisible();
    expect(screen.getByLabelText('League code')).toHaveValue('XYZ789');
    await userEvent.type(screen.getByLabelText('Your display name'), 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
    expect(await screen.findByText('Join Failed')).toBeVisible();
    expect(screen.getByText('This league is full: every player slot is taken.')).toBeVisible();
  });
});
