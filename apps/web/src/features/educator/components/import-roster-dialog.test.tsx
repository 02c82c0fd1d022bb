import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { readLoginCards } from '../lib/login-cards.ts';
import { ImportRosterDialog } from './import-roster-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const user = userEvent.setup();
/** The account the server creates for the first row. */
const MARY = {
  userId: 5,
  firstName: 'Mary, Jr.',
  lastName: 'Shelley',
  studentId: '7',
  username: 'maryjr.shelley4',
  temporaryPassword: 'Bade-Figo-57',
};
const CSV = 'first_name,last_name,student_id\n"Mary, Jr.",Shelley,7\n,Missing,8\n';

async function openWith(text: string) {
  const server = installFakeApi();
  renderWithApp(<ImportRosterDialog league={{ id: 21, name: 'Period 3 Economics' }} />);
  await user.click(screen.getByRole('button', { name: 'Import roster' }));
  const box = screen.getByLabelText('Or paste the roster');
  await user.click(box);
  await user.paste(text);
  return server;
}

describe('Import roster', () => {
  it('previews the rows with the reason of each skipped one, imports, lists the passwords and keeps the cards', async () => {
    const server = await openWith(CSV);
    const preview = screen.getByRole('table', { name: 'Roster preview' });
    expect(within(preview).getByText('Mary, Jr. Shelley')).toBeInTheDocument();
    expect(within(preview).getByText('Skipped: First name is missing')).toBeInTheDocument();
    server.on('POST /api/educator/leagues/21/roster', {
      status: 201,
      body: {
        created: [MARY],
        skipped: [{ row: 3, reason: 'First name is missing' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create 1 accounts' }));
    expect(await screen.findByText(/maryjr\.shelley4 \/ Bade-Figo-57/)).toBeInTheDocument();
    expect(screen.getByText('Row 3: First name is missing')).toBeInTheDocument();
    expect(server.callsTo('POST /api/educator/leagues/21/roster')[0]?.body).toBe(CSV);
    expect(readLoginCards(21)).toEqual([MARY]);
    expect(screen.getByRole('link', { name: 'Print login cards' })).toHaveAttribute(
      'href',
      '/educator/classes/21/login-cards',
    );
  }, 20_000);

  it('says what the first line must be and keeps the import disabled, and shows a refusal of the server', async () => {
    const server = await openWith('Ada,Lovelace');
    expect(screen.getByRole('alert')).toHaveTextContent('The first line must name the columns first_name,last_name');
    expect(screen.getByRole('button', { name: 'Create accounts' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Or paste the roster'));
    await user.paste('first_name,last_name\nAda,Lovelace');
    server.on(
      'POST /api/educator/leagues/21/roster',
      errorReply(409, 'This class has room for 0 more students', 'LEAGUE_FULL'),
    );
    await user.click(screen.getByRole('button', { name: 'Create 1 accounts' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This class has room for 0 more students'));
  }, 20_000);
});
