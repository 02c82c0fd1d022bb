import { newYorkDateOf } from '@tradearena/domain';
import { CalendarDays } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { clockLabel } from '@/lib/clock-label.ts';
import { onFirstUse } from '@/lib/on-first-use.ts';
import { type EconomicEvent, useEconomicCalendar } from '../api/get-economic-calendar.ts';
import { DEFAULT_ECONOMIC_EVENTS } from '../lib/sample-news.ts';

const SHOWN = 8;
const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    }),
);

interface CalendarRow {
  key: string;
  event: string;
  impact: EconomicEvent['impact'];
  when?: string;
  forecast?: string;
}

/** "Wed, Dec 9 · 2:00 PM ET" from the event's New York date and time. */
function when(e: EconomicEvent): string {
  return `${dayFormat().format(new Date(`${e.date}T12:00:00Z`))} · ${clockLabel(e.time)} ET`;
}

/** The next releases from today on (the latest ones when none is ahead), soonest first. */
function upcoming(events: EconomicEvent[]): EconomicEvent[] {
  const sorted = [...events].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const today = newYorkDateOf(new Date());
  const ahead = sorted.filter((e) => e.date >= today);
  return (ahead.length > 0 ? ahead : sorted.slice(-SHOWN)).slice(0, SHOWN);
}

/** The economic calendar: the usual releases until it loads, then the coming ones with their impact (docs/product/content.md#news). */
export function EconomicCalendarCard() {
  const calendar = useEconomicCalendar();
  const rows: CalendarRow[] = calendar.data
    ? upcoming(calendar.data).map((e) => ({
        key: `${e.event}-${e.date}`,
        event: e.event,
        impact: e.impact,
        when: when(e),
        ...(e.forecast ? { forecast: e.forecast } : {}),
      }))
    : DEFAULT_ECONOMIC_EVENTS.map((e) => ({ key: e.event, ...e }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-5 text-emerald-300" aria-hidden="true" />
          Economic Calendar
        </CardTitle>
        <CardDescription>
          {calendar.data
            ? 'Upcoming U.S. releases that can move the market.'
            : 'Releases that usually move the market.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-slate-400">No releases scheduled.</p>
        ) : (
          <ul className="grid gap-3 text-sm">
            {rows.map((e) => (
              <li
                key={e.key}
                className="flex items-start justify-between gap-3 border-t border-slate-800 pt-3 first:border-t-0 first:pt-0"
              >
                <span className="grid min-w-0">
                  <span className="font-medium text-slate-100">{e.event}</span>
                  {e.when && <span className="text-xs text-slate-400">{e.when}</span>}
                  {e.forecast && <span className="text-xs text-slate-400">Forecast {e.forecast}</span>}
                </span>
                <Badge variant={e.impact === 'High Impact' ? 'destructive' : 'warning'} className="shrink-0">
                  {e.impact}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {calendar.isError && (
          <p className="mt-3 text-xs text-slate-400">
            The live calendar could not be loaded; showing the usual releases.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
