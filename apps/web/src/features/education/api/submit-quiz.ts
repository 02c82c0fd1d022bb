import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EducationModule, QuizResult } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { educationModuleQueryKey } from './get-education-module.ts';
import { educationModulesQueryKey } from './get-education-modules.ts';

/** POST /api/education/modules/:id/quiz: one 0-based choice per question, scored on the server. */
export function submitQuiz(input: { moduleId: number; answers: number[] }): Promise<QuizResult> {
  return api.post<QuizResult>(`/api/education/modules/${input.moduleId}/quiz`, { answers: input.answers });
}

/** After a scored attempt the module's best score and completion change, and so does its card on /education. */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: (result, input) => {
      queryClient.setQueryData<EducationModule>(educationModuleQueryKey(input.moduleId), (module) =>
        module ? { ...module, bestScore: result.bestScore, completed: result.completed } : module,
      );
      void queryClient.invalidateQueries({ queryKey: educationModulesQueryKey, exact: true });
    },
  });
}
