import type { KeyTerm } from '@tradearena/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** The module's key terms and their definitions. */
export function KeyTerms({ terms }: { terms: KeyTerm[] }) {
  return (
    <Card aria-labelledby="key-terms-title" role="region">
      <CardHeader>
        <CardTitle id="key-terms-title">Key terms</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          {terms.map((t) => (
            <div key={t.term} className="rounded-lg border border-slate-800 bg-slate-950/40 p-3">
              <dt className="font-semibold text-white">{t.term}</dt>
              <dd className="mt-1 text-sm text-slate-400">{t.definition}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
