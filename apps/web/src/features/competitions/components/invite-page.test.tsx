import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildChampionship, buildLeague } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { InvitePage } from './invite-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function serverWithLeagues() {
  const server = installFakeApi();
  server.on('GET /api/competitions/user', {
    body: [
      buildLeague(),
      buildLeague({ id: 6, name: 'Not Mine', isCreator: false, inviteCode: 'QWE234' }),
      buildLeague({ id: 7, name: 'Finished', isCompleted: true }),
      buildChampionship({ isParticipant: true }),
    ],
  });
  return server;
}

function renderPage() {
  return renderWithApp(
    <>
      <InvitePage />
      <Toaster />
    </>,
  );
}

describe('invite page', () => {
  it('offers only the open private leagues I created', async () => {
    serverWithLeagues();
    renderPage();
    const select = (await screen.findByLabelText('League')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select a league', 'Lunch Traders']);
  });

  it('asks for a league and an email before sending', async () => {
    const server = serverWithLeagues();
    renderPage();
    await userEvent.type(await screen.findByLabelText("Friend's email"), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Missing Information')).toBeVisible();
    expect(screen.getByText('Please select a league and enter an email address.')).toBeVisible();
    expect(server.callsTo('POST /api/competitions/5/invite')).toHaveLength(0);
  });

  it('emails the invitation with the optional message, and says when it failed', async () => {
    const server = serverWithLeagues();
    server.on('POST /api/competitions/5/invite', { body: { success: true, message: 'Invitation sent!' } });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('League'), '5');
    await userEvent.type(screen.getByLabelText("Friend's email"), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Come trade!');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Sent!')).toBeVisible();
    expect(server.callsTo('POST /api/competitions/5/invite')[0]?.body).toEqual({
      email: 'grace@example.com',
      customMessage: 'Come trade!',
    });
    server.on('POST /api/competitions/5/invite', errorReply(429, '', 'RATE_LIMITED'));
    await userEvent.type(screen.getByLabelText("Friend's email"), 'linus@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to Send Invitation')).toBeVisible();
    expect(screen.getByText('Please try again later')).toBeVisible();
  });

  it('shows the code, the link and share links for the chosen league', async () => {
    serverWithLeagues();
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('League'), '5');
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ABC234');
    expect(screen.getByLabelText('Invite link')).toHaveValue(`${window.location.origin}/competitions?join=ABC234`);
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain('ABC234');
    for (const name of ['Telegram', 'X (Twitter)', 'Email']) expect(screen.getByRole('link', { name })).toBeVisible();
  });
});
