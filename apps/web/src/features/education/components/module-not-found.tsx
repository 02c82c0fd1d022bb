import { BackLink } from '@/components/back-link.tsx';
import { paths } from '@/lib/paths.ts';

/** /education/module/{id} for an id with no module (docs/product/content.md#education): 'Module not found' and a way back. */
export function ModuleNotFound() {
  return (
    <div className="grid gap-3 py-12 text-center">
      <title>Module not found — TradeArena</title>
      <h1 className="text-2xl font-bold text-white">Module not found</h1>
      <p className="text-slate-400">There is no module with that number. Pick one from the list of modules.</p>
      <div>
        <BackLink to={paths.education.getHref()}>Back to Education</BackLink>
      </div>
    </div>
  );
}
