import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assignment, AssignmentGoalBody, AssignmentType } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { invalidateEducatorData } from './educator-queries.ts';

/** What the Create Assignment dialog sends: due date and time are the educator's wall clock in their zone. */
export interface CreateAssignmentInput {
  title: string;
  description: string;
  instructions: string;
  requirements: string;
  assignmentType: AssignmentType;
  maxScore: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  /** 'HH:MM' (09:00–23:30 in 30-minute steps, or 23:59). */
  dueTime: string;
  competitionId: number;
  goal: AssignmentGoalBody | null;
}

/** POST /api/educator/assignments → 201 the assignment. */
export function createAssignment(input: CreateAssignmentInput): Promise<Assignment> {
  return api.post<Assignment>('/api/educator/assignments', input);
}

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAssignment, onSuccess: () => invalidateEducatorData(queryClient) });
}
