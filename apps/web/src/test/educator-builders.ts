import type {
  ClassAnalyticsResponse,
  EducatorAssignment,
  EducatorLeague,
  EducatorStudent,
} from '@tradearena/contracts';
import { buildLeague } from './builders.ts';

/** An active class league (id 21) of the educator (user 7) with 2 students, invite code CLS234, 15 seats. */
export function buildEducatorLeague(overrides: Partial<EducatorLeague> = {}): EducatorLeague {
  return {
    ...buildLeague({
      id: 21,
      name: 'Period 3 Economics',
      title: 'Period 3 Economics',
      description: 'Diversification',
      isEducational: true,
      isParticipant: false,
      maxParticipants: 15,
      inviteCode: 'CLS234',
      startingBalance: 25_000,
    }),
    studentCount: 2,
    ...overrides,
  };
}

/** Class figures: 2 students, one active league, one active today, a +3.5 % class average. */
export function buildAnalytics(overrides: Partial<ClassAnalyticsResponse> = {}): ClassAnalyticsResponse {
  return {
    studentCount: 2,
    activeLeagues: 1,
    activeToday: 1,
    classAverage: 3.5,
    topPerformer: { name: 'Grace', returnPercent: 7.25 },
    mostActive: { name: 'Alan', tradesToday: 4 },
    needsGuidance: 1,
    needsGuidanceStudents: [{ name: 'Alan', reasons: ['concentrated'] }],
    classes: [
      {
        leagueId: 7,
        name: 'Period 3 Economics',
        studentCount: 2,
        beatingBenchmarkPercent: 50,
        medianExcessReturnPct: 1.25,
        mostConcentrated: [{ name: 'Alan', symbol: 'AAPL', positionPercent: 72.4 }],
      },
    ],
    ...overrides,
  };
}

export function buildStudent(overrides: Partial<EducatorStudent> = {}): EducatorStudent {
  return {
    userId: 31,
    firstName: 'Grace',
    displayName: 'grace_h',
    isOnline: true,
    leagueId: 21,
    leagueName: 'Period 3 Economics',
    joinedAt: '2026-03-03T15:00:00.000Z',
    managed: false,
    username: null,
    lastName: null,
    ...overrides,
  };
}

/** A portfolio analysis for league 21 due 2099-01-01 with a 5-sector goal, not graded yet. */
export function buildEducatorAssignment(overrides: Partial<EducatorAssignment> = {}): EducatorAssignment {
  return {
    id: 41,
    title: 'Diversify',
    description: 'Hold several sectors',
    instructions: '',
    requirements: '',
    assignmentType: 'portfolio_analysis',
    maxScore: 100,
    dueDate: '2099-01-01T23:59:00.000Z',
    competitionId: 21,
    leagueName: 'Period 3 Economics',
    createdByUserId: 7,
    createdAt: '2026-03-01T10:00:00.000Z',
    goal: { kind: 'min_sectors', target: 5 },
    gradedAt: null,
    myResult: null,
    results: [],
    ...overrides,
  };
}
