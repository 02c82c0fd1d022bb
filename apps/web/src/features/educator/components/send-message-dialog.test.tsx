import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { SendMessageDialog } from './send-message-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const league = { id: 21, name: 'Period 3 Economics' };
const other = { id: 22, name: 'Period 5 Finance' };

function renderDialog(selected: typeof league | null = league, classes = [league]) {
  renderWithApp(
    <>
      <SendMessageDialog classes={classes} selected={selected} />
      <Toaster />
    </>,
  );
}

const sent = { status: 201, body: { success: true, message: 'Message sent to class successfully!', announcement: {} } };

describe('Send Message dialog', () => {
  it('needs a class to exist', async () => {
    installFakeApi();
    renderDialog(null, []);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please select a specific class to message')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('preselects the only class in the dialog when none is selected on the dashboard', async () => {
    const server = installFakeApi();
    server.on('POST /api/educator/message', sent);
    renderDialog(null, [league]);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Class')).toHaveValue('21');
    await userEvent.type(screen.getByLabelText('Title'), 'Hi');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/educator/message')[0]?.body).toMatchObject({ leagueId: 21 });
  });

  it('asks for the class in the dialog when there are several and none is selected', async () => {
    const server = installFakeApi();
    server.on('POST /api/educator/message', sent);
    renderDialog(null, [league, other]);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const pick = screen.getByLabelText('Class');
    expect(pick).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Title'), 'Hi');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.selectOptions(pick, 'Period 5 Finance');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/educator/message')[0]?.body).toMatchObject({ leagueId: 22 });
  });

  it('enables Send only when title and message are both non-empty after trimming', async () => {
    installFakeApi();
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Title'), '   ');
    await userEvent.type(screen.getByLabelText('Message'), 'Quiz on Friday');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Title'), 'Reminder');
    expect(send).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Message'));
    await userEvent.type(screen.getByLabelText('Message'), '  ');
    expect(send).toBeDisabled();
  });

  it('sends the trimmed message with its priority and confirms it', async () => {
    const server = installFakeApi();
    server.on('POST /api/educator/message', {
      status: 201,
      body: { success: true, message: 'Message sent to class successfully!', announcement: {} },
    });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await userEvent.type(screen.getByLabelText('Title'), ' Reminder ');
    await userEvent.type(screen.getByLabelText('Message'), ' Quiz on Friday ');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'high');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText('Message sent to class successfully!'))[0]).toBeVisible();
    expect(server.callsTo('POST /api/educator/message')[0]?.body).toEqual({
      leagueId: 21,
      title: 'Reminder',
      message: 'Quiz on Friday',
      priority: 'high',
    });
  });

  it("shows 'Error sending message' when the server refuses", async () => {
    const server = installFakeApi();
    server.on('POST /api/educator/message', errorReply(404, 'League not found', 'EDUCATOR_LEAGUE_NOT_FOUND'));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Hi');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error sending message')).toBeVisible();
  });
});
