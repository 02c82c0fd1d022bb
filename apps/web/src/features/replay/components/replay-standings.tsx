import type { ReplayDetail } from '@tradearena/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatCurrency, formatPercent } from '@/lib/format.ts';

/** The replay's standings: rank, name, return and, once revealed, the return against the index and the prizes paid. */
export function ReplayStandings({ replay }: { replay: ReplayDetail }) {
  const revealed = replay.reveal !== undefined;
  const prizes = replay.standings.some((s) => s.prize !== null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{revealed ? 'Final standings' : 'Standings'}</CardTitle>
      </CardHeader>
      <CardContent>
        {replay.standings.length === 0 ? (
          <p className="text-sm text-slate-400">No players yet.</p>
        ) : (
          <table className="w-full text-sm" aria-label="Replay standings">
            <thead className="text-left text-slate-400">
              <tr>
                <th scope="col">#</th>
                <th scope="col">Player</th>
                <th scope="col">Return</th>
                {revealed && <th scope="col">vs S&amp;P 500</th>}
                <th scope="col">Trades</th>
                {prizes && <th scope="col">Prize</th>}
              </tr>
            </thead>
            <tbody>
              {replay.standings.map((s) => (
                <tr key={s.rank}>
                  <td>{s.rank}</td>
                  <td>{s.displayName}</td>
                  <td>{formatPercent(s.returnPct)}</td>
                  {revealed && <td>{s.vsIndexPct === null ? '—' : formatPercent(s.vsIndexPct)}</td>}
                  <td>{s.tradeCount}</td>
                  {prizes && <td>{s.prize === null ? '—' : formatCurrency(s.prize)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
