import {
  Award,
  BarChart3,
  Briefcase,
  GraduationCap,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  ShoppingBag,
  Trophy,
} from 'lucide-react';
import { paths } from '@/lib/paths.ts';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Hidden for educators (docs/product/accounts.md#roles: no standard Dashboard entry for them). */
  playersOnly?: boolean;
}

/** The nine items of the navigation bar, in order (docs/product/accounts.md#routes-and-navigation). */
export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', href: paths.dashboard.getHref(), icon: LayoutDashboard, playersOnly: true },
  { label: 'Portfolio', href: paths.portfolio.getHref(), icon: Briefcase },
  { label: 'Competitions', href: paths.competitions.getHref(), icon: Trophy },
  { label: 'Achievements', href: paths.achievements.getHref(), icon: Award },
  { label: 'Leaderboard', href: paths.leaderboard.getHref(), icon: BarChart3 },
  { label: 'Store', href: paths.store.getHref(), icon: ShoppingBag },
  { label: 'Bank', href: paths.bank.getHref(), icon: Landmark },
  { label: 'Education', href: paths.education.getHref(), icon: GraduationCap },
  { label: 'News', href: paths.news.getHref(), icon: Newspaper },
];

/** The current route and its sub-paths highlight an item; the dashboard is also the signed-in home (/). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === paths.dashboard.getHref() && pathname === paths.home.getHref()) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}
