import type { ModuleSection } from '@tradearena/contracts';
import { Check } from 'lucide-react';

/** The module's table of contents: each section links to itself and shows whether it has been read. */
export function ModuleContents({ sections }: { sections: ModuleSection[] }) {
  return (
    <nav aria-label="Sections" className="rounded-xl border border-slate-800 bg-slate-900/40 p-4">
      <ol className="grid gap-1.5 sm:grid-cols-2">
        {sections.map((s, i) => (
          <li key={s.id}>
            <a
              href={`#section-${s.id}`}
              className="inline-flex items-start gap-2 text-sm text-slate-300 hover:text-white"
            >
              <span
                className={`mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full border ${
                  s.read ? 'border-emerald-500 bg-emerald-500 text-slate-950' : 'border-slate-600'
                }`}
              >
                {s.read && <Check className="size-3" aria-hidden="true" />}
              </span>
              <span>
                {i + 1}. {s.title}
                {s.read && <span className="sr-only"> (read)</span>}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
