import { formatDate } from '@/lib/format-in-zone.ts';

/** "Nov 21, 2026" in the viewer's zone; '—' when there is no date. */
export function billingDate(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatDate(date, timeZone);
}
