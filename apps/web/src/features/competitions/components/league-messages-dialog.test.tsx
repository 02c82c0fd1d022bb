import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAnnouncement, buildLeague } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LeagueCard } from './league-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const classLeague = buildLeague({ name: 'Period 3 Economics', isEducational: true, isCreator: false });

function renderCard(league = classLeague) {
  return renderWithApp(
    <ul>
      <LeagueCard league={league} timeZone="America/New_York" />
    </ul>,
  );
}

/** A fake server that keeps the read state, as the real one does. */
function serveAnnouncements(list: Announcement[]) {
  const server = installFakeApi();
  const state = list.map((a) => ({ ...a }));
  server.on('GET /api/student/announcements', () => ({ body: state }));
  for (const a of state)
    server.on(`POST /api/student/announcements/${a.id}/read`, () => {
      a.isRead = true;
      return { body: { success: true, message: 'Announcement marked as read' } };
    });
  server.on('GET /api/leagues/5/assignments', { body: [] });
  return server;
}

describe('Messages of a class league', () => {
  it('is offered only on class leagues the user did not create', async () => {
    serveAnnouncements([]);
    const friends = renderCard(buildLeague({ isCreator: false }));
    expect(screen.queryByRole('button', { name: /^Messages of/ })).toBeNull();
    friends.unmount();
    const educator = renderCard(buildLeague({ name: 'Period 3 Economics', isEducational: true, isCreator: true }));
    expect(screen.queryByRole('button', { name: /^Messages of/ })).toBeNull();
    educator.unmount();
    renderCard();
    expect(await screen.findByRole('button', { name: 'Messages of Period 3 Economics' })).toBeVisible();
  });

  it('lists this league’s messages newest first with priority badges, and opening marks the unread ones read', async () => {
    const server = serveAnnouncements([
      buildAnnouncement({ id: 1, title: 'Welcome', isRead: true, createdAt: '2026-11-18T14:00:00.000Z' }),
      buildAnnouncement({ id: 2, title: 'Quiz Friday', priority: 'high', createdAt: '2026-11-19T14:00:00.000Z' }),
      buildAnnouncement({ id: 3, title: 'Market closed', priority: 'urgent', createdAt: '2026-11-20T14:00:00.000Z' }),
      buildAnnouncement({ id: 4, title: 'Other class', competitionId: 9, leagueName: 'Period 4' }),
    ]);
    renderCard();
    // The name starts with what the button shows (WCAG 2.5.3): "Messages 2".
    const button = await screen.findByRole('button', { name: 'Messages (2 unread) of Period 3 Economics' });
    expect(button).toHaveTextContent(/^Messages 2$/);
    expect(within(button).getByText('2')).toBeVisible();
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'League Messages' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Market closed',
      'Quiz Friday',
      'Welcome',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Urgent')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('New')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('High')).toBeVisible();
    expect(within(items[2] as HTMLElement).queryByText('New')).toBeNull();
    await vi.waitFor(() => {
      expect(server.callsTo('POST /api/student/announcements/3/read')).toHaveLength(1);
      expect(server.callsTo('POST /api/student/announcements/2/read')).toHaveLength(1);
    });
    expect(server.callsTo('POST /api/student/announcements/1/read')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Messages of Period 3 Economics' })).toBeVisible();
  });

  it('says so when the educator has sent nothing yet', async () => {
    serveAnnouncements([]);
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Messages of Period 3 Economics' }));
    expect(screen.getByText('No messages from your educator yet.')).toBeVisible();
  });
});
