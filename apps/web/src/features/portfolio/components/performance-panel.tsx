import { PERFORMANCE_RANGES, type PerformanceRange } from '@tradearena/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { usePerformance } from '../api/get-performance.ts';
import { attributionParts, attributionSentence, formatShare, performanceFigures } from '../lib/performance-text.ts';
import { PerformanceChart } from './performance-chart.tsx';

/**
 * The Performance panel of every portfolio page (ADR 023): the portfolio's return and the S&P 500's rebased to 0 %,
 * range buttons, the risk figures with one line each, the sectors held and what explains the return.
 */
export function PerformancePanel({ competitionId }: { competitionId?: number | undefined }) {
  const [range, setRange] = useState<PerformanceRange>('1M');
  const performance = usePerformance(range, competitionId);
  const p = performance.data;
  const parts = p ? attributionParts(p.attribution) : [];
  const widest = Math.max(0.1, ...parts.map((x) => Math.abs(x.pct)));
  return (
    <Card role="region" aria-labelledby="performance-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="performance-title">Performance</CardTitle>
          <CardDescription>
            <span className="text-emerald-400">Your portfolio</span> against{' '}
            <span className="text-slate-300">the S&amp;P 500</span>, both from 0 % at the start.
          </CardDescription>
        </div>
        <fieldset className="flex flex-wrap gap-1" aria-label="Range">
          {PERFORMANCE_RANGES.map((r) => (
            <Button
              key={r}
              size="sm"
              variant={r === range ? 'default' : 'outline'}
              aria-pressed={r === range}
              onClick={() => setRange(r)}
            >
              {r}
            </Button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent className="grid gap-6">
        {performance.isError && !p && <p className="text-sm text-slate-400">Performance is not available right now.</p>}
        {p && (
          <>
            <PerformanceChart points={p.points} />
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {performanceFigures(p).map((f) => (
                <div key={f.label} className="rounded-xl border border-slate-800 p-3">
                  <dt className="text-xs text-slate-400">{f.label}</dt>
                  <dd className="text-lg font-semibold text-white">{f.value}</dd>
                  <dd className="text-xs text-slate-400">{f.explanation}</dd>
                </div>
              ))}
            </dl>
            <section aria-labelledby="attribution-title" className="grid gap-2">
              <h3 id="attribution-title" className="text-sm font-semibold text-white">
                Why it moved
              </h3>
              <p className="text-sm text-slate-300">{attributionSentence(p.attribution)}</p>
              <ul className="grid gap-1">
                {parts.map((x) => (
                  <BarRow
                    key={x.key}
                    label={x.label}
                    widthPct={(Math.abs(x.pct) / widest) * 100}
                    color={x.pct >= 0 ? 'bg-emerald-500' : 'bg-red-500'}
                    figure={formatShare(x.pct)}
                  />
                ))}
              </ul>
            </section>
            <section aria-labelledby="sectors-title" className="grid gap-2">
              <h3 id="sectors-title" className="text-sm font-semibold text-white">
                Sectors
              </h3>
              {p.sectors.length === 0 ? (
                <p className="text-sm text-slate-400">All cash: no holdings yet.</p>
              ) : (
                <ul className="grid gap-1">
                  {p.sectors.map((s) => (
                    <BarRow
                      key={s.sector}
                      label={s.sector}
                      widthPct={s.weightPct}
                      color="bg-sky-500"
                      figure={`${s.weightPct.toFixed(1)}%`}
                    />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** One labelled horizontal bar: `widthPct` of the track, with its figure on the right. */
function BarRow({
  label,
  widthPct,
  color,
  figure,
}: {
  label: string;
  widthPct: number;
  color: string;
  figure: string;
}) {
  return (
    <li className="grid grid-cols-[8rem_1fr_4rem] items-center gap-2 text-xs text-slate-400">
      <span>{label}</span>
      <span className="h-2 rounded bg-slate-800">
        <span className={`block h-2 rounded ${color}`} style={{ width: `${widthPct}%` }} />
      </span>
      <span className="text-right">{figure}</span>
    </li>
  );
}
