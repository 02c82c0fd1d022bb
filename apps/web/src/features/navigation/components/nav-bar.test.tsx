import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/test/builders.ts';
import { renderWithApp } from '@/test/render.tsx';
import { NavBar } from './nav-bar.tsx';

function renderNav({ path = '/dashboard', isEducator = false, value = 100_000 } = {}) {
  const onSignOut = vi.fn();
  renderWithApp(<NavBar user={buildUser({ isEducator })} portfolioValue={value} onSignOut={onSignOut} />, { path });
  const bar = screen.getByRole('navigation', { name: 'Main' });
  return { bar, onSignOut };
}

describe('navigation bar', () => {
  it('shows the first five items inline and keeps Store, Bank, Education and News in the More menu', async () => {
    const { bar } = renderNav();
    const inline = within(bar)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(inline).toEqual(['Dashboard', 'Portfolio', 'Competitions', 'Achievements', 'Leaderboard', 'More']);

    await userEvent.click(within(bar).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Store', 'Bank', 'Education', 'News']);
  });

  it('highlights the current route and its sub-paths', () => {
    const { bar } = renderNav({ path: '/competitions/3/leaderboard' });
    expect(within(bar).getByRole('link', { name: 'Competitions' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens a grid with all nine items on small screens and closes it again', async () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const grid = document.getElementById('app-mobile-menu');
    expect(grid).not.toBeNull();
    expect(within(grid as HTMLElement).getAllByRole('link')).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.getElementById('app-mobile-menu')).toBeNull();
  });

  it('shows players their portfolio value', () => {
    renderNav({ value: 123_456.78 });
    expect(screen.getByTitle('Portfolio value')).toHaveTextContent('$123,456.78');
    expect(screen.queryByText('EDUCATOR')).not.toBeInTheDocument();
  });

  it('names the competition portfolio being traded and lists the player’s portfolios to switch to', async () => {
    renderWithApp(
      <NavBar
        user={buildUser()}
        portfolioValue={25_123.45}
        portfolioLabel="Period 3 Economics"
        portfolioChoices={[
          { label: 'Personal', href: '/portfolio', current: false },
          { label: 'Period 3 Economics', href: '/league-portfolio?league=4', current: true },
        ]}
        onSignOut={vi.fn()}
      />,
      { path: '/league-portfolio?league=4' },
    );
    const pill = screen.getByTitle('Portfolio value');
    expect(pill).toHaveTextContent('Period 3 Economics');
    expect(pill).toHaveTextContent('$25,123.45');
    await userEvent.click(pill);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Personal' })).toHaveAttribute('href', '/portfolio');
    expect(within(menu).getByRole('menuitem', { name: 'Period 3 Economics' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows educators the EDUCATOR badge, no value chip and no Dashboard entry', () => {
    const { bar } = renderNav({ isEducator: true });
    expect(screen.getByText('EDUCATOR')).toBeInTheDocument();
    expect(screen.queryByTitle('Portfolio value')).not.toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('names the account menu button by what it shows, initials first, so saying what you see presses it', async () => {
    renderNav();
    const button = screen.getByRole('button', { name: /account menu$/i });
    // WCAG 2.5.3 (label in name): the visible text — initials, then the username where there is room — starts the
    // name. (jsdom has no layout, so axe's label-content-name-mismatch can only judge this in the browser journeys.)
    expect(button).toHaveTextContent('AL ada', { normalizeWhitespace: true });
    expect(button).toHaveAccessibleName('AL ada, account menu');
  });

  it('groups the account menu as the spec says and signs out from it', async () => {
    const { onSignOut } = renderNav();
    await userEvent.click(screen.getByRole('button', { name: /account menu$/i }));
    const menu = await screen.findByRole('menu');
    const groups = within(menu)
      .getAllByRole('group')
      .map((g) => g.firstElementChild?.textContent);
    expect(groups).toEqual(['Main', 'Compete', 'Social', 'Tools', 'Account']);
    expect(within(menu).getByRole('menuitem', { name: 'Global Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    expect(within(menu).getByRole('menuitem', { name: 'Invite Players' })).toHaveAttribute('href', '/invite');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('gives educators the Educator group and label, without the Dashboard entry', async () => {
    renderNav({ isEducator: true });
    await userEvent.click(screen.getByRole('button', { name: /account menu$/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Educator', { selector: 'p' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Educator Dashboard' })).toHaveAttribute(
      'href',
      '/educator-dashboard',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
