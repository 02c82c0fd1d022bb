import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildEducatorLeague, buildStudent } from '@/test/educator-builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { StudentLeagueCard } from './student-league-card.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderCard(league = buildEducatorLeague()) {
  renderWithApp(
    <>
      <ul>
        <StudentLeagueCard league={league} timeZone="UTC" />
      </ul>
      <Toaster />
    </>,
  );
}

describe('A class league card', () => {
  it('ends the league only after two confirmations', async () => {
    const server = installFakeApi();
    server.on('POST /api/leagues/21/end', { body: { success: true, message: 'League Ended' } });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'End Period 3 Economics' }));
    expect(screen.getByRole('heading', { name: 'End League Early?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(server.callsTo('POST /api/leagues/21/end')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Are you absolutely sure?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'End League' }));
    expect(await screen.findByText('League Ended')).toBeVisible();
    expect(server.callsTo('POST /api/leagues/21/end')).toHaveLength(1);
    expect(server.callsTo('POST /api/leagues/21/end')[0]?.body).toBeUndefined();
  });

  it('cancelling at the second step sends nothing and starts over next time', async () => {
    const server = installFakeApi();
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'End Period 3 Economics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'End Period 3 Economics' }));
    expect(screen.getByRole('heading', { name: 'End League Early?' })).toBeVisible();
    expect(server.callsTo('POST /api/leagues/21/end')).toHaveLength(0);
  });

  it("lists the league's students with their online state and removes one after confirmation", async () => {
    const server = installFakeApi();
    server.on('GET /api/educator/students', {
      body: [buildStudent(), buildStudent({ userId: 32, displayName: 'alan_t', firstName: 'Alan', isOnline: false })],
    });
    server.on('DELETE /api/educator/leagues/21/students/32', {
      body: { success: true, message: 'Student removed from the class' },
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Students of Period 3 Economics' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Grace · Online')).toBeVisible();
    expect(within(dialog).getByText('Alan · Offline')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove alan_t' }));
    expect(server.callsTo('DELETE /api/educator/leagues/21/students/32')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove student' }));
    expect(await screen.findByText('Student removed from the class')).toBeVisible();
    expect(server.callsTo('DELETE /api/educator/leagues/21/students/32')).toHaveLength(1);
  });

  it('shares the invite code in the share dialog', async () => {
    installFakeApi();
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Share Period 3 Economics' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('invite-code')).toHaveTextContent('CLS234');
    expect(within(dialog).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      expect.stringContaining('CLS234'),
    );
  });

  it('shows how the league was set up in its settings dialog', async () => {
    installFakeApi();
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Settings of Period 3 Economics' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('$25,000')).toBeVisible();
    expect(within(dialog).getByText('15')).toBeVisible();
    expect(within(dialog).getByText('Diversification')).toBeVisible();
  });

  it('lets the educator switch short selling on in Settings, saying so and refreshing the leagues', async () => {
    const server = installFakeApi();
    server.on('PATCH /api/leagues/21/settings', (call) => ({
      body: {
        success: true,
        message: 'League settings saved.',
        league: buildEducatorLeague({ ...(call.body as { shortSellingAllowed: boolean }) }),
      },
    }));
    server.on('GET /api/educator/leagues', { body: [] });
    renderCard(buildEducatorLeague({ shortSellingAllowed: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Settings of Period 3 Economics' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Not allowed')).toBeVisible();
    const toggle = within(dialog).getByRole('switch', { name: 'Allow short selling' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByText('League settings saved.')).toBeVisible();
    expect(screen.getByText('Short selling is on in Period 3 Economics.')).toBeVisible();
    expect(server.callsTo('PATCH /api/leagues/21/settings')[0]?.body).toEqual({ shortSellingAllowed: true });
  });

  it('lets the educator allow bank and store cash into the class in Settings (off by default, ADR 012)', async () => {
    const server = installFakeApi();
    server.on('PATCH /api/leagues/21/settings', (call) => ({
      body: {
        success: true,
        message: 'League settings saved.',
        league: buildEducatorLeague({ ...(call.body as { allowBankTransfers: boolean }) }),
      },
    }));
    server.on('GET /api/educator/leagues', { body: [] });
    renderCard(buildEducatorLeague({ allowBankTransfers: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Settings of Period 3 Economics' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Not accepted')).toBeVisible();
    const toggle = within(dialog).getByRole('switch', { name: 'Allow bank transfers' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByText('Bank transfers are allowed in Period 3 Economics.')).toBeVisible();
    expect(server.callsTo('PATCH /api/leagues/21/settings')[0]?.body).toEqual({ allowBankTransfers: true });
  });

  it("shows the server's refusal when the setting cannot be saved", async () => {
    const server = installFakeApi();
    server.on('PATCH /api/leagues/21/settings', {
      status: 409,
      body: { error: 'This league has ended.', message: 'This league has ended.', code: 'LEAGUE_COMPLETED' },
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Settings of Period 3 Economics' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Allow short selling' }));
    expect(await screen.findByText('Settings not saved')).toBeVisible();
    expect(screen.getByText('This league has ended.')).toBeVisible();
  });
});
