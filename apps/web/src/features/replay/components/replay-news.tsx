import type { ReplayDetail } from '@tradearena/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** The replay's market news: only what was known by now on its clock, newest first. */
export function ReplayNews({ news }: { news: ReplayDetail['news'] }) {
  if (news.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Market news</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm" aria-label="Replay market news">
          {news.map((n) => (
            <li key={`${n.day} ${n.time}`}>
              <span className="text-slate-400">
                {n.day} {n.time}
              </span>{' '}
              {n.title}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
