import { GraduationCap } from 'lucide-react';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import { useEducationModules } from '../api/get-education-modules.ts';
import { ModuleCard } from './module-card.tsx';
import { ToolLinks } from './tool-links.tsx';

/** /education (docs/product/content.md#education): the six modules with the student's progress, and the four practice tools. */
export function EducationPage() {
  const modules = useEducationModules();
  const completed = modules.data?.filter((m) => m.completed).length ?? 0;
  return (
    <div className="grid grid-cols-1 gap-8">
      <header>
        <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
          <GraduationCap className="size-7 text-emerald-400" aria-hidden="true" />
          Education
        </h1>
        <p className="mt-2 text-slate-400">
          Six short modules from your first share to reading a company’s earnings. Read each section, then test yourself
          with the quiz.
        </p>
        {modules.data && (
          <p className="mt-1 text-sm text-slate-400" data-testid="education-completed">
            {completed} of {modules.data.length} modules completed
          </p>
        )}
      </header>
      <section aria-labelledby="education-modules">
        <h2 id="education-modules" className="sr-only">
          Modules
        </h2>
        {modules.isError ? (
          <RetryAlert message="The modules could not be loaded." onRetry={() => void modules.refetch()} />
        ) : modules.isPending ? (
          <SkeletonList count={3} label="Loading modules" className="h-40" />
        ) : (
          <ul aria-label="Modules" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {modules.data.map((m) => (
              <ModuleCard key={m.id} module={m} />
            ))}
          </ul>
        )}
      </section>
      <ToolLinks />
    </div>
  );
}
