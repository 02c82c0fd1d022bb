import { ASSIGNMENT_TYPES, type AssignmentGoalKind, DEFAULT_ASSIGNMENT_DUE_TIME } from '@tradearena/domain';
import type { CreateAssignmentInput } from '../api/create-assignment.ts';

/** The Create Assignment form: the request's fields, the goal as a kind ('' = none) and the target as typed. */
export interface AssignmentForm extends Omit<CreateAssignmentInput, 'goal'> {
  goalKind: AssignmentGoalKind | '';
  goalTarget: string;
}

/** A blank form for a league (0 = none chosen yet): type Portfolio Analysis, 100 points, due at 23:59. */
export function emptyAssignmentForm(competitionId: number): AssignmentForm {
  return {
    title: '',
    description: '',
    instructions: '',
    requirements: '',
    assignmentType: ASSIGNMENT_TYPES[0],
    maxScore: 100,
    dueDate: '',
    dueTime: DEFAULT_ASSIGNMENT_DUE_TIME,
    competitionId,
    goalKind: '',
    goalTarget: '',
  };
}

/** The request body of a filled form: texts trimmed, the goal only when a kind is chosen. */
export function toAssignmentInput(form: AssignmentForm): CreateAssignmentInput {
  const { goalKind, goalTarget, ...rest } = form;
  return {
    ...rest,
    title: rest.title.trim(),
    description: rest.description.trim(),
    instructions: rest.instructions.trim(),
    requirements: rest.requirements.trim(),
    goal: goalKind ? { kind: goalKind, target: Number(goalTarget) } : null,
  };
}
