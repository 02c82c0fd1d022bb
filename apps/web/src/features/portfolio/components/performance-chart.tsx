import type { PerformanceResponse } from '@tradearena/contracts';

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 8;

type Point = PerformanceResponse['points'][number];

/** An SVG path through `values` over the points' instants, on the shared scale [low, high]. */
function pathOf(points: readonly Point[], values: readonly number[], low: number, high: number): string {
  const t0 = Date.parse(points[0]!.t);
  const span = Math.max(1, Date.parse(points[points.length - 1]!.t) - t0);
  const x = (p: Point) => PAD + ((Date.parse(p.t) - t0) / span) * (WIDTH - 2 * PAD);
  const y = (v: number) => HEIGHT - PAD - ((v - low) / (high - low)) * (HEIGHT - 2 * PAD);
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p).toFixed(1)},${y(values[i]!).toFixed(1)}`).join(' ');
}

/** The portfolio's return and the S&P 500's, both rebased to 0 % at the range's start, on one scale with the 0 line. */
export function PerformanceChart({ points }: { points: readonly Point[] }) {
  if (points.length < 2)
    return (
      <p className="text-sm text-slate-400">
        The chart starts once your portfolio has a history (every 15 minutes of trading).
      </p>
    );
  const mine = points.map((p) => p.returnPct);
  const market = points.map((p) => p.benchmarkPct);
  const low = Math.min(0, ...mine, ...market);
  const high = Math.max(0, ...mine, ...market);
  const pad = Math.max((high - low) * 0.08, 0.05);
  const [lo, hi] = [low - pad, high + pad];
  const zero = HEIGHT - PAD - ((0 - lo) / (hi - lo)) * (HEIGHT - 2 * PAD);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-48 w-full"
      role="img"
      aria-label="Your portfolio and the S&P 500, both from 0 % at the start of the range"
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={zero} y2={zero} stroke="rgba(148,163,184,0.3)" strokeDasharray="4 4" />
      {(
        [
          ['benchmark', market, '#94a3b8'],
          ['portfolio', mine, '#10b981'],
        ] as const
      ).map(([series, values, color]) => (
        <path
          key={series}
          d={pathOf(points, values, lo, hi)}
          fill="none"
          stroke={color}
          strokeWidth={2}
          data-series={series}
          data-last={values[values.length - 1]}
        />
      ))}
    </svg>
  );
}
