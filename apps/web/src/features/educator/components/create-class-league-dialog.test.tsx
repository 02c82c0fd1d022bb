import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildLeague } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { CreateClassLeagueDialog } from './create-class-league-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  renderWithApp(
    <>
      <CreateClassLeagueDialog timeZone="America/Chicago" />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Create New League' }));
  return screen.getByRole('dialog');
}

/** The server's 201 for a created class league 'Period 3' with the code CLS234. */
const createdReply = () => ({
  status: 201,
  body: {
    success: true,
    message: 'League created successfully!',
    league: buildLeague({ name: 'Period 3' }),
    inviteCode: 'CLS234',
  },
});

const setDate = (value: string) => fireEvent.change(screen.getByLabelText('Start date'), { target: { value } });

describe('Create New League dialog (educator)', () => {
  it("offers the spec's defaults: 30 days, 15 students, balance placeholder 100000 (min 1000, step 1000)", async () => {
    installFakeApi();
    await openDialog();
    expect(screen.getByLabelText('Duration (days)')).toHaveValue(30);
    expect(screen.getByLabelText('Max students')).toHaveValue(15);
    const balance = screen.getByLabelText('Starting balance ($)');
    expect(balance).toHaveAttribute('placeholder', '100000');
    expect(balance).toHaveAttribute('min', '1000');
    expect(balance).toHaveAttribute('step', '1000');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('min');
    expect(screen.getByLabelText('Start time (America/Chicago)')).toHaveValue('09:30');
  });

  it('reads 999 students as no limit', async () => {
    installFakeApi();
    await openDialog();
    const max = screen.getByLabelText('Max students');
    await userEvent.clear(max);
    await userEvent.type(max, '999');
    expect(max).toHaveAccessibleDescription('No limit on students');
  });

  it('reads the student limit as English, one student or many', async () => {
    installFakeApi();
    await openDialog();
    const max = screen.getByLabelText('Max students');
    expect(max).toHaveAccessibleDescription('Up to 15 students; 999 means no limit');
    await userEvent.clear(max);
    await userEvent.type(max, '1');
    expect(max).toHaveAccessibleDescription('Up to 1 student; 999 means no limit');
  });

  it('starts the class now when chosen: no date or time to pick, startNow sent', async () => {
    const server = installFakeApi();
    server.on('POST /api/educator/leagues', createdReply());
    await openDialog();
    await userEvent.type(screen.getByLabelText('League name'), 'Period 3');
    await userEvent.click(screen.getByRole('radio', { name: 'Start now' }));
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByRole('heading', { name: 'League created successfully!' })).toBeVisible();
    expect(server.callsTo('POST /api/educator/leagues')[0]?.body).toMatchObject({ name: 'Period 3', startNow: true });
  });

  it('shows each problem on its field, marked invalid', async () => {
    installFakeApi();
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    const name = screen.getByLabelText('League name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('League name is required');
    await userEvent.type(name, 'Period 3');
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('Start date and time are required');
  });

  it("checks the form with the spec's texts before sending anything", async () => {
    const server = installFakeApi();
    await openDialog();
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    await submit();
    expect(await screen.findByText('League name is required')).toBeVisible();
    await userEvent.type(screen.getByLabelText('League name'), 'Period 3');
    await submit();
    expect(await screen.findByText('Start date and time are required')).toBeVisible();
    setDate('2020-01-06');
    await submit();
    expect(await screen.findByText('Start date must be in the future')).toBeVisible();
    expect(server.callsTo('POST /api/educator/leagues')).toHaveLength(0);
  });

  it('creates the league and shows its invite code with Copy', async () => {
    const server = installFakeApi();
    server.on('POST /api/educator/leagues', createdReply());
    await openDialog();
    await userEvent.type(screen.getByLabelText('League name'), ' Period 3 ');
    await userEvent.type(screen.getByLabelText('Learning objectives (optional)'), 'Diversify');
    setDate('2099-09-01');
    await userEvent.selectOptions(screen.getByLabelText('Start time (America/Chicago)'), '10:00');
    await userEvent.type(screen.getByLabelText('Starting balance ($)'), '25000');
    expect(screen.getByLabelText('Rank students by')).toHaveValue('excess');
    const shorting = screen.getByRole('checkbox', { name: 'Allow short selling' });
    expect(shorting).not.toBeChecked();
    await userEvent.click(shorting);
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByRole('heading', { name: 'League created successfully!' })).toBeVisible();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('CLS234');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeVisible();
    expect(server.callsTo('POST /api/educator/leagues')[0]?.body).toEqual({
      name: 'Period 3',
      description: 'Diversify',
      startDate: '2099-09-01',
      startTime: '10:00',
      duration: 30,
      maxParticipants: 15,
      customStartingBalance: '25000',
      shortSellingAllowed: true,
      rankingMode: 'excess',
      startNow: false,
    });
  });

  it("shows 'Error creating league' with the server's text when refused", async () => {
    const server = installFakeApi();
    server.on('POST /api/educator/leagues', errorReply(403, 'Educator access required', 'EDUCATOR_REQUIRED'));
    await openDialog();
    await userEvent.type(screen.getByLabelText('League name'), 'Period 3');
    setDate('2099-09-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Error creating league')).toBeVisible();
    // In the toast and in the dialog, beside the form.
    expect(screen.getAllByText('Educator access required')).toHaveLength(2);
    expect(within(screen.getByRole('dialog')).getByText('Educator access required')).toBeVisible();
  });
});
