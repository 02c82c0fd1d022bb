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

/** The title an assignment button starts its name with (its name is what it shows: title, type, due status). */
const titleOf = (button: HTMLElement) =>
  ['This week check', 'Next month project', 'Last week quiz', 'Old essay'].find((t) =>
    button.textContent?.startsWith(`${t} `),
  );

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
    expect(await screen.findByRole('button', { name: /^Diversify / })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Risk check / })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Research a company / })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '+3 more assignments' }));
    const list = screen.getByRole('dialog', { name: 'Assignments' });
    for (const title of titles)
      expect(within(list).getByRole('button', { name: new RegExp(`^${title} `) })).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /^Reflect / }));
    expect(screen.queryByRole('dialog', { name: 'Assignments' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Reflect' })).toBeVisible();
  });

  it('gives the card slots to upcoming assignments (soonest first), listing overdue ones after them', async () => {
    const server = installFakeApi();
    const day = 24 * 60 * 60 * 1000;
    const due = (days: number) => new Date(Date.now() + days * day).toISOString();
    server.on('GET /api/leagues/5/assignments', {
      body: [
        buildAssignment({ id: 1, title: 'Old essay', dueDate: due(-30) }),
        buildAssignment({ id: 2, title: 'Last week quiz', dueDate: due(-7) }),
        buildAssignment({ id: 3, title: 'Next month project', dueDate: due(30) }),
        buildAssignment({ id: 4, title: 'This week check', dueDate: due(5) }),
      ],
    });
    renderCard();
    const region = await screen.findByRole('region', { name: 'Assignments' });
    const onCard = within(within(region).getByRole('list')).getAllByRole('button').map(titleOf);
    expect(onCard).toEqual(['This week check', 'Next month project']);
    expect(within(region).getByRole('button', { name: /^This week check / })).toHaveTextContent(/\d days left/);
    await userEvent.click(screen.getByRole('button', { name: '+2 more assignments' }));
    const list = screen.getByRole('dialog', { name: 'Assignments' });
    expect(within(within(list).getByRole('list')).getAllByRole('button').map(titleOf)).toEqual([
      'This week check',
      'Next month project',
      'Last week quiz',
      'Old essay',
    ]);
    expect(within(list).getByRole('button', { name: /^Old essay / })).toHaveTextContent('Overdue');
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
    await userEvent.click(await screen.findByRole('button', { name: /^Diversify / }));
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
