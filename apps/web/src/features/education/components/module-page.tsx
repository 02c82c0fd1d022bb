import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useEducationModule } from '../api/get-education-module.ts';
import { KeyTerms } from './key-terms.tsx';
import { ModuleContents } from './module-contents.tsx';
import { ModuleLinks } from './module-links.tsx';
import { ModuleMeta } from './module-meta.tsx';
import { ModuleNotFound } from './module-not-found.tsx';
import { ModuleQuiz } from './module-quiz.tsx';
import { ModuleSection } from './module-section.tsx';

function LoadedModule({ moduleId }: { moduleId: number }) {
  const query = useEducationModule(moduleId);
  if (query.isError && isApiError(query.error, 404)) return <ModuleNotFound />;
  if (query.isError)
    return (
      <div className="grid gap-4">
        <title>Education — TradeArena</title>
        <BackLink to={paths.education.getHref()}>Back to Education</BackLink>
        <RetryAlert message="This module could not be loaded." onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.isPending)
    return (
      <>
        <title>Education — TradeArena</title>
        <SkeletonList count={4} label="Loading the module" className="h-32" />
      </>
    );
  const module = query.data;
  return (
    <article className="grid grid-cols-1 gap-6">
      <title>{`${module.title} — Education — TradeArena`}</title>
      <header>
        <BackLink to={paths.education.getHref()}>Back to Education</BackLink>
        <ModuleMeta module={module} className="mt-3" />
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white">{module.title}</h1>
        <p className="mt-2 text-slate-400">{module.summary}</p>
        <p className="mt-2 text-sm text-slate-300" data-testid="module-progress">
          Sections read: {module.sectionsRead}/{module.sectionCount} · Best quiz score:{' '}
          {module.bestScore === null ? 'not taken' : `${module.bestScore}/${module.questionCount}`}
        </p>
      </header>
      <ModuleContents sections={module.sections} />
      {module.sections.map((s, i) => (
        <ModuleSection key={s.id} moduleId={module.id} section={s} index={i} />
      ))}
      <KeyTerms terms={module.keyTerms} />
      <ModuleLinks links={module.links} />
      <ModuleQuiz key={module.id} moduleId={module.id} questions={module.quiz} bestScore={module.bestScore} />
    </article>
  );
}

/**
 * /education/module/{id} (docs/product/content.md#education): the module's sections, key terms, links into the product and its quiz.
 * `moduleId` is null when the address does not hold a module number: that, like an unknown id, is 'Module not found'.
 */
export function ModulePage({ moduleId }: { moduleId: number | null }) {
  return moduleId === null ? <ModuleNotFound /> : <LoadedModule moduleId={moduleId} />;
}
