import type { EducationModuleSummary } from '@tradearena/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';
import { ModuleMeta } from './module-meta.tsx';

/** One module on /education: level, title, summary, time, and the student's progress (sections read, best score). */
export function ModuleCard({ module }: { module: EducationModuleSummary }) {
  const readPercent = Math.round((module.sectionsRead / module.sectionCount) * 100);
  return (
    <li>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <ModuleMeta module={module} />
          <CardTitle>
            <span className="text-slate-500">Module {module.id} · </span>
            {module.title}
          </CardTitle>
          <CardDescription>{module.summary}</CardDescription>
        </CardHeader>
        <CardContent className="mt-auto grid gap-3">
          <div>
            <div className="flex justify-between text-xs text-slate-400">
              <span>
                Sections read: {module.sectionsRead}/{module.sectionCount}
              </span>
              <span>
                {module.bestScore === null
                  ? 'Quiz not taken'
                  : `Best score: ${module.bestScore}/${module.questionCount}`}
              </span>
            </div>
            <div
              className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-800"
              role="progressbar"
              aria-label={`Module ${module.id} sections read`}
              aria-valuemin={0}
              aria-valuemax={module.sectionCount}
              aria-valuenow={module.sectionsRead}
            >
              <div className="h-full rounded-full bg-emerald-500" style={{ width: `${readPercent}%` }} />
            </div>
          </div>
          <Link
            to={paths.educationModule.getHref(module.id)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-400 hover:text-emerald-300"
            aria-label={`${module.sectionsRead > 0 ? 'Continue' : 'Start'} module ${module.id}: ${module.title}`}
          >
            {module.sectionsRead > 0 ? 'Continue' : 'Start module'}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>
    </li>
  );
}
