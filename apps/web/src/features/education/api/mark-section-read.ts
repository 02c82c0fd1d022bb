import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EducationModule, SectionReadResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { educationModuleQueryKey } from './get-education-module.ts';
import { educationModulesQueryKey } from './get-education-modules.ts';

/** POST /api/education/modules/:id/sections/:sectionId/read (idempotent). */
export function markSectionRead(input: { moduleId: number; sectionId: string }): Promise<SectionReadResponse> {
  return api.post<SectionReadResponse>(
    `/api/education/modules/${input.moduleId}/sections/${encodeURIComponent(input.sectionId)}/read`,
  );
}

/** Marks the section read in the open module at once, and refreshes the module list's progress. */
export function useMarkSectionRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSectionRead,
    onSuccess: (progress) => {
      queryClient.setQueryData<EducationModule>(educationModuleQueryKey(progress.moduleId), (module) =>
        module
          ? {
              ...module,
              sectionsRead: progress.sectionsRead,
              completed: progress.completed,
              sections: module.sections.map((s) => (s.id === progress.sectionId ? { ...s, read: true } : s)),
            }
          : module,
      );
      void queryClient.invalidateQueries({ queryKey: educationModulesQueryKey, exact: true });
    },
  });
}
