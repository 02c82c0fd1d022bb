import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assignment } from '@tradearena/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildAssignment } from '@/test/builders.ts';
import { AssignmentDetailDialog } from './assignment-detail-dialog.tsx';

const NOW = new Date('2026-11-24T15:00:00.000Z'); // 10:00 on the due day in New York

function renderDialog(assignment: Assignment, props: Partial<Parameters<typeof AssignmentDetailDialog>[0]> = {}) {
  const onClose = vi.fn();
  const { unmount } = render(
    <AssignmentDetailDialog
      assignment={assignment}
      timeZone="America/New_York"
      onClose={onClose}
      now={NOW}
      {...props}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: assignment.title }), onClose, unmount };
}

describe('Assignment detail dialog', () => {
  it('shows the type, max score, due date and time in the viewer zone, status and the texts', () => {
    const { dialog } = renderDialog(buildAssignment({ requirements: 'At least 5 positions' }));
    const d = within(dialog);
    expect(d.getByText('Portfolio Analysis')).toBeVisible();
    expect(d.getByText('100 points')).toBeVisible();
    expect(d.getByText('Tue, Nov 24, 11:59 PM EST')).toBeVisible();
    expect(d.getByText('Due Today')).toBeVisible();
    expect(d.getByRole('region', { name: 'Description' })).toHaveTextContent('Spread your money over several sectors.');
    expect(d.getByRole('region', { name: 'Requirements' })).toHaveTextContent('At least 5 positions');
    expect(d.getByRole('region', { name: 'About Portfolio Analysis' })).toBeVisible();
    expect(d.getByRole('region', { name: 'How to complete' })).toBeVisible();
  });

  it('shows the instructions only when they differ from the description', () => {
    const same = renderDialog(buildAssignment());
    expect(within(same.dialog).queryByRole('region', { name: 'Instructions' })).toBeNull();
    same.unmount();
    const { dialog } = renderDialog(buildAssignment({ instructions: 'Buy stocks in at least five sectors.' }));
    expect(within(dialog).getByRole('region', { name: 'Instructions' })).toHaveTextContent(
      'Buy stocks in at least five sectors.',
    );
  });

  it("shows the goal in words and the student's graded result", () => {
    const { dialog } = renderDialog(
      buildAssignment({
        goal: { kind: 'min_sectors', target: 5 },
        gradedAt: '2026-11-25T04:59:00.000Z',
        myResult: { met: false, actual: 3, target: 5 },
      }),
    );
    expect(within(dialog).getByText('Goal: Hold at least 5 sectors')).toBeVisible();
    expect(within(dialog).getByText('Goal not met — 3 sectors held')).toBeVisible();
  });

  it('closes with Close and offers View Portfolio only when asked to', async () => {
    const onViewPortfolio = vi.fn();
    const assignment = buildAssignment();
    const { dialog, onClose, unmount } = renderDialog(assignment, { onViewPortfolio });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Portfolio' }));
    expect(onViewPortfolio).toHaveBeenCalledWith(assignment);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    unmount();
    const second = renderDialog(buildAssignment({ id: 2 }));
    expect(within(second.dialog).queryByRole('button', { name: 'View Portfolio' })).toBeNull();
  });

  it('shows the educator slot', () => {
    const { dialog } = renderDialog(buildAssignment(), { results: <p>Ada: goal met</p> });
    expect(within(dialog).getByText('Ada: goal met')).toBeVisible();
  });
});
