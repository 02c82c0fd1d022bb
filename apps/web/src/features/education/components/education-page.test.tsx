import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EducationModuleSummary } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EducationPage } from './education-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const LEVELS = ['Beginner', 'Beginner', 'Intermediate', 'Intermediate', 'Advanced', 'Expert'] as const;

function summary(id: number, overrides: Partial<EducationModuleSummary> = {}): EducationModuleSummary {
  return {
    id,
    title: `Module title ${id}`,
    level: LEVELS[id - 1] ?? 'Beginner',
    summary: `What module ${id} teaches.`,
    minutes: 20,
    sectionCount: 6,
    questionCount: 6,
    sectionsRead: 0,
    bestScore: null,
    completed: false,
    ...overrides,
  };
}

const sixModules = () => [
  summary(1, { sectionsRead: 6, bestScore: 5, completed: true }),
  summary(2, { sectionsRead: 2 }),
  summary(3),
  summary(4),
  summary(5),
  summary(6),
];

describe('Education page', () => {
  it('shows six module cards with level badges and the student’s progress', async () => {
    const server = installFakeApi();
    server.on('GET /api/education/modules', { body: sixModules() });
    renderWithApp(<EducationPage />);
    const cards = within(await screen.findByRole('list', { name: 'Modules' })).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    for (const level of ['Beginner', 'Intermediate', 'Advanced', 'Expert'])
      expect(screen.getAllByText(level).length).toBeGreaterThan(0);
    expect(cards[0]).toHaveTextContent('Sections read: 6/6');
    expect(cards[0]).toHaveTextContent('Best score: 5/6');
    expect(cards[0]).toHaveTextContent('Completed');
    expect(cards[1]).toHaveTextContent('Sections read: 2/6');
    expect(cards[1]).toHaveTextContent('Quiz not taken');
    expect(screen.getByTestId('education-completed')).toHaveTextContent('1 of 6 modules completed');
    expect(within(cards[1]!).getByRole('link', { name: /Continue module 2/ })).toHaveAttribute(
      'href',
      '/education/module/2',
    );
    expect(within(cards[2]!).getByRole('link', { name: /Start module 3/ })).toHaveAttribute(
      'href',
      '/education/module/3',
    );
  });

  it('links the four practice tools', async () => {
    installFakeApi().on('GET /api/education/modules', { body: sixModules() });
    renderWithApp(<EducationPage />);
    const tools = screen.getByRole('region', { name: 'Practice tools' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/screener', '/portfolio', '/leaderboard', '/trending']);
  });

  it('shows loading, then an error with a retry that loads the modules', async () => {
    const server = installFakeApi();
    let fail = true;
    server.on('GET /api/education/modules', () =>
      fail ? errorReply(500, 'Internal error', 'INTERNAL_ERROR') : { body: sixModules() },
    );
    renderWithApp(<EducationPage />);
    expect(screen.getByRole('status', { name: 'Loading modules' })).toBeInTheDocument();
    expect(await screen.findByText('The modules could not be loaded.', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
    expect(await screen.findByText('Module title 6')).toBeInTheDocument();
  });
});
