import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EducationModuleSummary } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const educationModulesQueryKey = ['/api/education/modules'] as const;

/** GET /api/education/modules: the six modules with the caller's progress. */
export function getEducationModules(): Promise<EducationModuleSummary[]> {
  return api.get<EducationModuleSummary[]>('/api/education/modules');
}

export function educationModulesQueryOptions() {
  return queryOptions({ queryKey: educationModulesQueryKey, queryFn: getEducationModules });
}

export function useEducationModules() {
  return useQuery(educationModulesQueryOptions());
}
