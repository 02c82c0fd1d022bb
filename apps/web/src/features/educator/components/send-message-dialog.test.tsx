import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { SendMessageDialog } from './send-message-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const league = { id: 21, name: 'Period 3 Economics' };

function renderDialog(selected: typeof league | null = league) {
  renderWithApp(
    <>
      <SendMessageDialog league={selected} />
      <Toaster />
    </>,
  );
}

describe('Send Message dialog', () => {
  it('needs a specific class', async () => {
    installFakeApi();
    renderDialog(null);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please select a specific class to message')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
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
    expect(await screen.findByText('Message sent to class successfully!')).toBeVisible();
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
