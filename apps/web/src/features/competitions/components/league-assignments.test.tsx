import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAssignment, buildLeague } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LeagueCard } from './league-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const classLeague = buildLeague({ name: 'Period 3 Economics', isEducational: true, isCreator: false });
const titles = ['Diversify', 'Risk check', 'Research a company', 'Plan a strategy', 'Reflect'];

function renderCard(league = classLeague) {
  return renderWithApp(
    <ul>
      <LeagueCard league={league} timeZone="America/New_York" />
    </ul>,
  );
}

describe('Assignments on a class league card', () => {
  it("lists the first 2, then '+N more assignments' opening the whole list", async () => {
    const server = installFakeApi();
    server.on('GET /api/leagues/5/assignments', {
      body: titles.map((title, i) => buildAssignment({ id: i + 1, title })),
    });
    renderCard();
    expect(await screen.findByRole('button', { name: 'Assignment: Diversify' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Assignment: Risk check' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Assignment: Research a company' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '+3 more assignments' }));
    const list = screen.getByRole('dialog', { name: 'Assignments' });
    for (const title of titles)
      expect(within(list).getByRole('button', { name: `Assignment: ${title}` })).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Assignment: Reflect' }));
    expect(screen.queryByRole('dialog', { name: 'Assignments' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Reflect' })).toBeVisible();
  });

  it('shows no more-link for 2 assignments, and opens the detail whose View Portfolio enters the league', async () => {
    const server = installFakeApi();
    server.on('GET /api/leagues/5/assignments', {
      body: [
        buildAssignment({ id: 1, title: 'Diversify', goal: { kind: 'min_sectors', target: 5 } }),
        buildAssignment({ id: 2, title: 'Risk check', assignmentType: 'risk_assessment' }),
      ],
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Assignment: Diversify' }));
    expect(screen.queryByRole('button', { name: /more assignment/ })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Diversify' });
    expect(within(dialog).getByText('Goal: Hold at least 5 sectors')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Portfolio' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/league-portfolio?league=5');
  });

  it('shows nothing when the lookup fails, and never asks for a friend league', async () => {
    const server = installFakeApi();
    server.on('GET /api/leagues/5/assignments', { status: 500, body: '' });
    const { unmount } = renderCard();
    await vi.waitFor(() => expect(server.callsTo('GET /api/leagues/5/assignments').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Assignments' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter Portfolio of Period 3 Economics' })).toBeVisible();
    unmount();
    const friends = installFakeApi();
    renderCard(buildLeague());
    expect(screen.getByText('Lunch Traders')).toBeVisible();
    expect(friends.callsTo('GET /api/leagues/5/assignments')).toHaveLength(0);
  });
});
