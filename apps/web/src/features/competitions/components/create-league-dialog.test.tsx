import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildLeague } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { CreateLeagueDialog } from './create-league-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  renderWithApp(
    <>
      <CreateLeagueDialog />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Create Friend League' }));
  return screen.getByRole('dialog');
}

describe('Create Friend League dialog', () => {
  it("offers the spec's defaults: 12:30 PM Central, 30 days, 12 players, blank date for today", async () => {
    installFakeApi();
    await openDialog();
    expect(screen.getByLabelText('Start time (Central)')).toHaveValue('12:30 PM');
    expect(screen.getByLabelText('Duration')).toHaveValue('30');
    expect(screen.getByLabelText('Max players')).toHaveValue('12');
    expect(screen.getByLabelText('Start date')).toHaveValue('');
    expect(screen.getByText('Leave blank to start today.')).toBeVisible();
    const times = [...(screen.getByLabelText('Start time (Central)') as HTMLSelectElement).options].map((o) => o.value);
    expect(times[0]).toBe('8:00 AM');
    expect(times.at(-1)).toBe('4:00 PM');
    const durations = [...(screen.getByLabelText('Duration') as HTMLSelectElement).options].map((o) => o.value);
    expect(durations).toEqual(['1', '3', '7', '14', '21', '30']);
  });

  it('asks for the league name and display name before sending anything', async () => {
    const server = installFakeApi();
    await openDialog();
    await userEvent.type(screen.getByLabelText('League name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Please fill in league name and display name.')).toBeVisible();
    expect(server.callsTo('POST /api/leagues/create')).toHaveLength(0);
  });

  it('creates the league and shows its invite code', async () => {
    const server = installFakeApi();
    server.on('POST /api/leagues/create', {
      status: 201,
      body: { success: true, message: 'League Created!', league: buildLeague(), inviteCode: 'ABC234' },
    });
    await openDialog();
    await userEvent.type(screen.getByLabelText('League name'), ' Lunch Traders ');
    await userEvent.type(screen.getByLabelText('Your display name'), 'Ada');
    await userEvent.selectOptions(screen.getByLabelText('Duration'), '7');
    await userEvent.selectOptions(screen.getByLabelText('Max players'), '4');
    expect(screen.getByLabelText('Rank players by')).toHaveValue('return');
    await userEvent.selectOptions(screen.getByLabelText('Rank players by'), 'excess');
    expect(screen.getByRole('checkbox', { name: 'Allow short selling' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByRole('heading', { name: 'League Created!' })).toBeVisible();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ABC234');
    expect(server.callsTo('POST /api/leagues/create')[0]?.body).toEqual({
      name: 'Lunch Traders',
      displayName: 'Ada',
      description: '',
      startDate: '',
      startTime: '12:30 PM',
      durationDays: 7,
      maxParticipants: 4,
      shortSellingAllowed: true,
      rankingMode: 'excess',
    });
  });

  it('creates a league without short selling when the creator unticks it', async () => {
    const server = installFakeApi();
    server.on('POST /api/leagues/create', {
      status: 201,
      body: { success: true, message: 'League Created!', league: buildLeague(), inviteCode: 'ABC234' },
    });
    await openDialog();
    await userEvent.type(screen.getByLabelText('League name'), 'Longs Only');
    await userEvent.type(screen.getByLabelText('Your display name'), 'Ada');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Allow short selling' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByRole('heading', { name: 'League Created!' })).toBeVisible();
    expect(server.callsTo('POST /api/leagues/create')[0]?.body).toMatchObject({ shortSellingAllowed: false });
  });

  it("shows the server's reason when creation is refused, and the spec's text otherwise", async () => {
    const server = installFakeApi();
    server.on(
      'POST /api/leagues/create',
      errorReply(409, 'You can run at most 5 friend leagues at a time.', 'LEAGUE_TOO_MANY_OPEN'),
    );
    await openDialog();
    await userEvent.type(screen.getByLabelText('League name'), 'Sixth');
    await userEvent.type(screen.getByLabelText('Your display name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Creation Failed')).toBeVisible();
    expect(screen.getByText('You can run at most 5 friend leagues at a time.')).toBeVisible();
    server.on('POST /api/leagues/create', { status: 500, body: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    await waitFor(() => expect(screen.getByText('Failed to create league. Please try again.')).toBeVisible());
  });
});
