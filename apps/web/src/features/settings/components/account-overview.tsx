import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import type { User } from '@/lib/auth-storage.ts';
import { formatDate } from '@/lib/format-in-zone.ts';
import { type AccountOverview as Overview, useAccountOverview } from '../api/get-account-overview.ts';
import { LevelProgress } from './level-progress.tsx';

const count = (n: number) => n.toLocaleString('en-US');

function day(iso: string | undefined, timeZone: string): string {
  const date = iso === undefined ? null : new Date(iso);
  return date && !Number.isNaN(date.getTime()) ? formatDate(date, timeZone) : '—';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-t border-slate-800 pt-3">
      <dt className="text-slate-400">{label}</dt>
      <dd className="truncate font-medium text-slate-100">{children}</dd>
    </div>
  );
}

function Activity({ o }: { o: Overview }) {
  return (
    <>
      <Row label="Trades">{count(o.totalTrades)}</Row>
      <Row label="Achievements">{`${count(o.achievementsUnlocked)} of ${count(o.achievementsTotal)}`}</Row>
      <Row label="Leagues played">{count(o.leaguesPlayed)}</Row>
      <Row label="Championships played">{count(o.championshipsPlayed)}</Row>
    </>
  );
}

/** Account overview of settings (docs/product/accounts.md#profile-and-settings): who, since when, level and XP, and what the account has played. */
export function AccountOverview({ user, timeZone }: { user: User; timeZone: string }) {
  const overview = useAccountOverview();
  const o = overview.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Overview</CardTitle>
        <CardDescription>Your TradeArena account at a glance.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-1 gap-3 text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="text-slate-400">Account type</dt>
            <dd>
              <Badge variant={user.isEducator ? 'warning' : 'default'}>{user.isEducator ? 'Educator' : 'Player'}</Badge>
            </dd>
          </div>
          <Row label="Username">{user.username}</Row>
          <Row label="Email">{user.email}</Row>
          <Row label="Member since">{day(o?.memberSince ?? user.createdAt, timeZone)}</Row>
          {o && <Activity o={o} />}
        </dl>
        {o ? (
          <LevelProgress overview={o} />
        ) : overview.isError ? (
          <RetryAlert message="Your statistics could not be loaded." onRetry={() => void overview.refetch()} />
        ) : (
          <SkeletonList count={3} label="Loading your statistics" />
        )}
      </CardContent>
    </Card>
  );
}
