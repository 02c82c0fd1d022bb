import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A readable long-form page: title, last-updated line, numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-800 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-400">Last updated {updated}</p>
        <div className="mt-6 text-slate-300 leading-relaxed">{intro}</div>
      </header>
      <ol className="mt-8 space-y-10">
        {sections.map((section, i) => (
          <li key={section.heading}>
            <h2 className="text-xl font-semibold text-white">
              {i + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 text-slate-300 leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
              {section.body}
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}
