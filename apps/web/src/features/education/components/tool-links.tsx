import { Link } from 'react-router';
import { toolLinks } from '../lib/tool-links.ts';

/** The four tool links of /education: screener, portfolio, leaderboard and top movers. */
export function ToolLinks() {
  return (
    <section aria-labelledby="education-tools">
      <h2 id="education-tools" className="text-lg font-semibold text-white">
        Practice tools
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {toolLinks.map((tool) => (
          <li key={tool.href}>
            <Link
              to={tool.href}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4 hover:border-emerald-500/40 hover:bg-slate-900"
            >
              <tool.icon className="mt-0.5 size-5 shrink-0 text-emerald-400" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-white">{tool.label}</span>
                <span className="block text-sm text-slate-400">{tool.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
