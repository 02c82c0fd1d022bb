import {
  Award,
  BarChart3,
  Briefcase,
  ChevronDown,
  Flame,
  GraduationCap,
  History,
  Landmark,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  MessageSquare,
  Newspaper,
  School,
  Settings,
  ShoppingBag,
  Trophy,
  UserPlus,
} from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import type { User } from '@/lib/auth-storage.ts';
import { paths } from '@/lib/paths.ts';

interface MenuLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** The account menu groups of docs/product/accounts.md#routes-and-navigation for this user. */
export function accountMenuGroups(isEducator: boolean): { label: string; links: MenuLink[] }[] {
  const main: MenuLink[] = [
    ...(isEducator ? [] : [{ label: 'Dashboard', href: paths.dashboard.getHref(), icon: LayoutDashboard }]),
    { label: 'Portfolio', href: paths.portfolio.getHref(), icon: Briefcase },
    { label: 'Market Movers', href: paths.trending.getHref(), icon: Flame },
  ];
  return [
    { label: 'Main', links: main },
    ...(isEducator
      ? [
          {
            label: 'Educator',
            links: [{ label: 'Educator Dashboard', href: paths.educatorDashboard.getHref(), icon: School }],
          },
        ]
      : []),
    {
      label: 'Compete',
      links: [
        { label: 'Competitions', href: paths.competitions.getHref(), icon: Trophy },
        { label: 'Global Leaderboard', href: paths.leaderboard.getHref(), icon: BarChart3 },
        { label: 'Achievements', href: paths.achievements.getHref(), icon: Award },
        { label: 'League History', href: paths.leagueHistory.getHref(), icon: History },
      ],
    },
    { label: 'Social', links: [{ label: 'Invite Players', href: paths.invite.getHref(), icon: UserPlus }] },
    {
      label: 'Tools',
      links: [
        { label: 'Store', href: paths.store.getHref(), icon: ShoppingBag },
        { label: 'Trading Bank', href: paths.bank.getHref(), icon: Landmark },
        { label: 'Education', href: paths.education.getHref(), icon: GraduationCap },
        { label: 'Market News', href: paths.news.getHref(), icon: Newspaper },
      ],
    },
    {
      label: 'Account',
      links: [
        { label: 'Settings', href: paths.settings.getHref(), icon: Settings },
        { label: 'Feedback', href: paths.feedback.getHref(), icon: MessageSquare },
      ],
    },
  ];
}

export function initialsOf(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const fromName = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (fromName || user.username.slice(0, 2)).toUpperCase();
}

export function AccountMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const fullName = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.username;
  const initials = initialsOf(user);
  return (
    <DropdownMenu>
      {/* WCAG 2.5.3 (label in name): the name starts with what the button shows, so saying it presses the button. */}
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full border border-slate-800 bg-slate-900 py-1 pr-2 pl-1 text-sm text-slate-200 hover:border-slate-700 hover:bg-slate-800"
        aria-label={`${initials} ${user.username}, account menu`}
      >
        <span className="grid size-7 place-items-center rounded-full bg-emerald-500/15 text-xs font-bold text-emerald-300">
          {initials}
        </span>{' '}
        <span className="hidden max-w-28 truncate font-medium sm:inline lg:hidden 2xl:inline">{user.username}</span>
        <ChevronDown className="size-4 text-slate-400" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold text-white">{fullName}</p>
          <p className="truncate text-xs text-slate-400">{user.email}</p>
          <p className="mt-1 text-xs font-semibold text-emerald-300">{user.isEducator ? 'Educator' : 'Player'}</p>
        </div>
        {accountMenuGroups(user.isEducator).map((group) => (
          <Fragment key={group.label}>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuLabel>{group.label}</DropdownMenuLabel>
              {group.links.map((link) => (
                <DropdownMenuItem key={link.href} asChild>
                  <Link to={link.href}>
                    <link.icon aria-hidden="true" />
                    {link.label}
                  </Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </Fragment>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut} className="text-red-300 data-[highlighted]:text-red-200">
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
