import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DueStatusBadge } from './due-status-badge.tsx';

/** 23:59 on Tue Nov 24 in New York (EST, UTC−5) = 13:59 on Wed Nov 25 in Tokyo (UTC+9). */
const DUE = '2026-11-25T04:59:00.000Z';

function badgeText(now: string, timeZone: string): string {
  const { unmount } = render(<DueStatusBadge dueDate={DUE} timeZone={timeZone} now={new Date(now)} />);
  const text = screen.getByText(/Overdue|Due Today|Due Tomorrow|days left/).textContent ?? '';
  unmount();
  return text;
}

describe('Assignment due status badge', () => {
  it.each([
    ['2026-11-24T04:30:00.000Z', 'America/New_York', 'Due Tomorrow'], // 23:30 Mon in New York
    ['2026-11-24T05:30:00.000Z', 'America/New_York', 'Due Today'], // 00:30 Tue, just past midnight
    ['2026-11-24T05:30:00.000Z', 'Asia/Tokyo', 'Due Tomorrow'], // 14:30 Tue in Tokyo, due Wed
    ['2026-11-24T14:30:00.000Z', 'Asia/Tokyo', 'Due Tomorrow'], // 23:30 Tue in Tokyo
    ['2026-11-24T15:30:00.000Z', 'Asia/Tokyo', 'Due Today'], // 00:30 Wed in Tokyo
    ['2026-11-25T04:58:00.000Z', 'America/New_York', 'Due Today'], // a minute before the due time
    ['2026-11-25T04:59:00.000Z', 'America/New_York', 'Overdue'],
    ['2026-11-25T04:59:00.000Z', 'Asia/Tokyo', 'Overdue'],
    ['2026-11-20T05:30:00.000Z', 'America/New_York', '4 days left'],
    ['2026-11-21T04:30:00.000Z', 'America/New_York', '4 days left'], // 23:30 Fri: still Friday
    ['2026-11-21T05:30:00.000Z', 'America/New_York', '3 days left'], // 00:30 Sat
  ])('at %s in %s it reads %s', (now, zone, expected) => {
    expect(badgeText(now, zone)).toBe(expected);
  });

  it('uses the warning colour for 3 days or fewer and red once overdue', () => {
    render(<DueStatusBadge dueDate={DUE} timeZone="America/New_York" now={new Date('2026-11-20T05:30:00.000Z')} />);
    expect(screen.getByText('4 days left')).not.toHaveClass('text-amber-300');
    render(<DueStatusBadge dueDate={DUE} timeZone="America/New_York" now={new Date('2026-11-21T05:30:00.000Z')} />);
    expect(screen.getByText('3 days left')).toHaveClass('text-amber-300');
    render(<DueStatusBadge dueDate={DUE} timeZone="America/New_York" now={new Date('2026-11-26T00:00:00.000Z')} />);
    expect(screen.getByText('Overdue')).toHaveClass('text-red-300');
  });

  it('counts days in UTC when the saved zone is unknown', () => {
    render(<DueStatusBadge dueDate={DUE} timeZone="Mars/Olympus" now={new Date('2026-11-24T23:30:00.000Z')} />);
    expect(screen.getByText('Due Tomorrow')).toBeVisible();
  });
});
