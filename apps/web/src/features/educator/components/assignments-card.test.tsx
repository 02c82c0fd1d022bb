import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEducatorAssignment } from '@/test/educator-builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { AssignmentsCard } from './assignments-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const titles = ['First', 'Second', 'Third', 'Fourth'];

describe('Active Assignments and Deadlines', () => {
  it('shows the first 3 assignments of the class, soonest first, and all of them in View all', async () => {
    const server = installFakeApi();
    server.on('GET /api/educator/assignments', {
      body: [
        ...titles.map((title, i) =>
          buildEducatorAssignment({ id: 40 + i, title, dueDate: `209${i}-01-01T12:00:00.000Z` }),
        ),
        buildEducatorAssignment({ id: 50, title: 'Other class', competitionId: 99 }),
      ],
    });
    renderWithApp(<AssignmentsCard filter={21} timeZone="UTC" />);
    expect(await screen.findByRole('button', { name: /^First / })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Third / })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Fourth / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Other class / })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View all 4 assignments' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /^Fourth / })).toBeVisible();
  });

  it("opens an assignment's details with every student's goal result", async () => {
    const server = installFakeApi();
    server.on('GET /api/educator/assignments', {
      body: [
        buildEducatorAssignment({
          gradedAt: '2099-01-02T00:00:00.000Z',
          results: [
            { userId: 31, displayName: 'grace_h', met: true, actual: 6, target: 5 },
            { userId: 32, displayName: 'alan_t', met: false, actual: 2, target: 5 },
          ],
        }),
      ],
    });
    renderWithApp(<AssignmentsCard filter="all" timeZone="UTC" />);
    await userEvent.click(await screen.findByRole('button', { name: /^Diversify / }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Diversify' })).toBeVisible();
    expect(within(dialog).getByText('Met · 6 sectors held')).toBeVisible();
    expect(within(dialog).getByText('Not met · 2 sectors held')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'View Portfolio' })).toBeNull();
  });
});
