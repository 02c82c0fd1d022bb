import { History } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';
import { useReplays } from '../api/replay-queries.ts';

const STATUS_LABEL = { scheduled: 'Starts soon', running: 'Running', finished: 'Finished' } as const;

/** Mystery Day events the user plays, created or may join (a public one still open); nothing when there are none. */
export function ReplayEventsCard() {
  const replays = useReplays();
  const list = replays.data?.replays ?? [];
  if (list.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-emerald-400" aria-hidden="true" />
          Mystery Day replays
        </CardTitle>
        <CardDescription>
          A real day of the S&amp;P 500, replayed fast for everyone at once. Guess the day!
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {list.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                Mystery Day #{r.id} · {r.days} day{r.days > 1 ? 's' : ''} · {STATUS_LABEL[r.status]}
              </span>
              <Button asChild size="sm" variant={r.joined ? 'default' : 'outline'}>
                <Link to={paths.replay.getHref(r.id)}>{r.joined || r.status === 'finished' ? 'Open' : 'View'}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
