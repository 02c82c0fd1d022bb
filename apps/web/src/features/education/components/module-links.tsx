import type { ModuleLink } from '@tradearena/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** "Try it in TradeArena": the module's links into the product (always paths of the app). */
export function ModuleLinks({ links }: { links: ModuleLink[] }) {
  return (
    <Card aria-labelledby="module-links-title" role="region">
      <CardHeader>
        <CardTitle id="module-links-title">Try it in TradeArena</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {links.map((l) => (
            <li key={l.href + l.label}>
              <Link
                to={l.href}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-800 p-3 hover:border-emerald-500/40"
              >
                <span>
                  <span className="block font-semibold text-emerald-400">{l.label}</span>
                  <span className="block text-sm text-slate-400">{l.description}</span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
