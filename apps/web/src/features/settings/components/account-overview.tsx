import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import type { User } from '@/lib/auth-storage.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function memberSince(createdAt: User['createdAt']): string {
  if (createdAt === undefined) return '—';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** Account overview: username, account type, member since, experience. */
export function AccountOverview({ user }: { user: User }) {
  const rows = [
    { label: 'Username', value: user.username },
    { label: 'Email', value: user.email },
    { label: 'Member since', value: memberSince(user.createdAt) },
    { label: 'Experience', value: `${(user.experience ?? 0).toLocaleString('en-US')} XP` },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Overview</CardTitle>
        <CardDescription>Your TradeArena account at a glance.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="text-slate-400">Account type</dt>
            <dd>
              <Badge variant={user.isEducator ? 'warning' : 'default'}>{user.isEducator ? 'Educator' : 'Player'}</Badge>
            </dd>
          </div>
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-4 border-t border-slate-800 pt-3">
              <dt className="text-slate-400">{row.label}</dt>
              <dd className="truncate font-medium text-slate-100">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
