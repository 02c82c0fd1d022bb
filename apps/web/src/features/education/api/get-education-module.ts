import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EducationModule } from '@tradearena/contracts';
import { api, isApiError } from '@/lib/api-client.ts';

export const educationModuleQueryKey = (id: number) => ['/api/education/modules', id] as const;

/** GET /api/education/modules/:id: sections, key terms, links and the quiz (without its answers). */
export function getEducationModule(id: number): Promise<EducationModule> {
  return api.get<EducationModule>(`/api/education/modules/${id}`);
}

/** A 404 (Module not found) is an answer, not a hiccup: it is not retried. */
export function educationModuleQueryOptions(id: number) {
  return queryOptions({
    queryKey: educationModuleQueryKey(id),
    queryFn: () => getEducationModule(id),
    retry: (failures, error) => !isApiError(error, 404) && failures < 1,
  });
}

export function useEducationModule(id: number) {
  return useQuery(educationModuleQueryOptions(id));
}
