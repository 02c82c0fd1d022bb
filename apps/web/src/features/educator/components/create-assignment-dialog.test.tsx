import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildEducatorAssignment, buildEducatorLeague } from '@/test/educator-builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { CreateAssignmentDialog } from './create-assignment-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openDialog(classId: number | 'all' = 'all') {
  const server = installFakeApi();
  server.on('GET /api/educator/leagues', {
    body: [buildEducatorLeague(), buildEducatorLeague({ id: 22, name: 'Finished', isCompleted: true })],
  });
  renderWithApp(
    <>
      <CreateAssignmentDialog timeZone="UTC" classId={classId} />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
  return server;
}

const submit = () =>
  userEvent.click(screen.getAllByRole('button', { name: 'Create Assignment' }).at(-1) as HTMLElement);

describe('Create Assignment dialog', () => {
  it('offers the four types, due times 09:00–23:30 then 23:59 (default), and only open leagues', async () => {
    await openDialog();
    const types = [...(screen.getByLabelText('Type') as HTMLSelectElement).options].map((o) => o.text);
    expect(types).toEqual(['Portfolio Analysis', 'Risk Assessment', 'Market Research', 'Trading Strategy']);
    const times = [...(screen.getByLabelText('Due time (UTC)') as HTMLSelectElement).options].map((o) => o.value);
    expect(times[0]).toBe('09:00');
    expect(times.at(-2)).toBe('23:30');
    expect(times.at(-1)).toBe('23:59');
    expect(screen.getByLabelText('Due time (UTC)')).toHaveValue('23:59');
    expect(await screen.findByRole('option', { name: 'Period 3 Economics' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Finished' })).toBeNull();
    expect(screen.getByLabelText('Max score (points)')).toHaveValue(100);
  });

  it("checks title, due date and league with the spec's texts before sending", async () => {
    const server = await openDialog();
    await submit();
    expect(await screen.findByText('Assignment title is required')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Title'), 'Diversify');
    await submit();
    expect(await screen.findByText('Due date is required')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2099-01-01' } });
    await submit();
    expect(await screen.findByText('Please select a league for this assignment')).toBeVisible();
    expect(server.callsTo('POST /api/educator/assignments')).toHaveLength(0);
  });

  it('sends the assignment with its goal and confirms it', async () => {
    const server = await openDialog(21);
    server.on('POST /api/educator/assignments', { status: 201, body: buildEducatorAssignment() });
    await userEvent.type(screen.getByLabelText('Title'), ' Diversify ');
    await userEvent.type(screen.getByLabelText('Description'), 'Hold several sectors');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'risk_assessment');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2099-01-01' } });
    await userEvent.selectOptions(screen.getByLabelText('Due time (UTC)'), '15:30');
    await userEvent.selectOptions(screen.getByLabelText('Goal'), 'min_sectors');
    await userEvent.clear(screen.getByLabelText('Sectors'));
    await userEvent.type(screen.getByLabelText('Sectors'), '4');
    await submit();
    expect(await screen.findByText('Assignment created successfully!')).toBeVisible();
    expect(server.callsTo('POST /api/educator/assignments')[0]?.body).toEqual({
      title: 'Diversify',
      description: 'Hold several sectors',
      instructions: '',
      requirements: '',
      assignmentType: 'risk_assessment',
      maxScore: 100,
      dueDate: '2099-01-01',
      dueTime: '15:30',
      competitionId: 21,
      goal: { kind: 'min_sectors', target: 4 },
    });
  });

  it("shows 'Error creating assignment' when the server refuses", async () => {
    const server = await openDialog(21);
    server.on('POST /api/educator/assignments', {
      status: 400,
      body: {
        error: 'Due date cannot be in the past',
        message: 'Due date cannot be in the past',
        code: 'ASSIGNMENT_DUE_IN_PAST',
      },
    });
    await userEvent.type(screen.getByLabelText('Title'), 'Late');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2099-01-01' } });
    await submit();
    expect(await screen.findByText('Error creating assignment')).toBeVisible();
    expect(screen.getByText('Due date cannot be in the past')).toBeVisible();
  });
});
