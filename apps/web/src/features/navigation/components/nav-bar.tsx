import { NAV_INLINE_ITEMS } from '@tradearena/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { MenuToggle } from '@/components/menu-toggle.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import type { User } from '@/lib/auth-storage.ts';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { isActivePath, type NavItem, navItems } from '../nav-items.ts';
import { AccountMenu } from './account-menu.tsx';
import { type PortfolioChoice, PortfolioValueChip } from './portfolio-value-chip.tsx';

export interface NavBarProps {
  user: User;
  /** Players' portfolio value in dollars (null: none is shown); educators get the EDUCATOR badge instead. */
  portfolioValue: number | null;
  /** The portfolio being traded ('Personal' by default) and the player's portfolios to switch to. */
  portfolioLabel?: string;
  portfolioChoices?: readonly PortfolioChoice[];
  onSignOut: () => void;
}

const linkClass = (active: boolean) =>
  cn(
    'inline-flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 [&_svg]:size-4',
    active ? 'bg-emerald-500/15 text-emerald-300' : 'text-slate-300 hover:bg-slate-800/80 hover:text-white',
  );

/**
 * The navigation bar of docs/product/accounts.md#routes-and-navigation: the first five items inline and a 'More' menu on large screens, all nine in a
 * grid toggled open or closed on small screens; the current route and its sub-paths are highlighted.
 */
export function NavBar({ user, portfolioValue, portfolioLabel, portfolioChoices, onSignOut }: NavBarProps) {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const visible = (item: NavItem) => !(item.playersOnly && user.isEducator);
  const inline = navItems.slice(0, NAV_INLINE_ITEMS).filter(visible);
  const more = navItems.slice(NAV_INLINE_ITEMS).filter(visible);
  const moreActive = more.some((item) => isActivePath(pathname, item.href));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-800/80 bg-slate-950/85 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to={paths.home.getHref()} aria-label="TradeArena home" className="mr-2 shrink-0">
          <Logo compact />
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {inline.map((item) => {
            const active = isActivePath(pathname, item.href);
            return (
              <li key={item.href}>
                <Link to={item.href} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
                  <item.icon aria-hidden="true" className="hidden 2xl:block" />
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li>
            <DropdownMenu>
              <DropdownMenuTrigger className={linkClass(moreActive)}>
                More
                <ChevronDown aria-hidden="true" />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {more.map((item) => {
                  const active = isActivePath(pathname, item.href);
                  return (
                    <DropdownMenuItem key={item.href} asChild className={cn(active && 'text-emerald-300')}>
                      <Link to={item.href} aria-current={active ? 'page' : undefined}>
                        <item.icon aria-hidden="true" />
                        {item.label}
                      </Link>
                    </DropdownMenuItem>
                  );
                })}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        </ul>

        <div className="ml-auto flex min-w-0 items-center gap-2">
          {user.isEducator ? (
            <Badge variant="warning" className="tracking-wider">
              EDUCATOR
            </Badge>
          ) : (
            portfolioValue !== null && (
              <PortfolioValueChip value={portfolioValue} label={portfolioLabel} choices={portfolioChoices} />
            )
          )}
          <AccountMenu user={user} onSignOut={onSignOut} />
          <MenuToggle
            open={mobileOpen}
            onToggle={() => setMobileOpen((v) => !v)}
            controls="app-mobile-menu"
            className="lg:hidden"
          />
        </div>
      </nav>

      {mobileOpen && (
        <div id="app-mobile-menu" className="border-t border-slate-800 bg-slate-950 px-4 py-3 lg:hidden">
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {navItems.filter(visible).map((item) => {
              const active = isActivePath(pathname, item.href);
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    onClick={() => setMobileOpen(false)}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-xs font-medium [&_svg]:size-5',
                      active
                        ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300'
                        : 'border-slate-800 bg-slate-900 text-slate-300 hover:bg-slate-800',
                    )}
                  >
                    <item.icon aria-hidden="true" />
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </header>
  );
}
