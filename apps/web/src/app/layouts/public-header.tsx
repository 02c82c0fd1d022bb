import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { MenuToggle } from '@/components/menu-toggle.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';

const links = [
  { label: 'Features', href: '/#features' },
  { label: 'For Educators', href: '/#educators' },
  { label: 'Privacy', href: paths.privacy.getHref() },
];

/** Header of the signed-out pages, with a menu toggle on small screens. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-800/80 bg-slate-950/80 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to={paths.home.getHref()} aria-label="TradeArena home" onClick={close}>
          <Logo />
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <Link
              key={l.href}
              to={l.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:bg-slate-800/70 hover:text-white"
            >
              {l.label}
            </Link>
          ))}
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost">
            <Link to={paths.login.getHref()}>Sign In</Link>
          </Button>
          <Button asChild>
            <Link to={paths.login.getHref({ signUp: true })}>Get Started</Link>
          </Button>
        </div>
        <MenuToggle
          open={open}
          onToggle={() => setOpen((v) => !v)}
          controls="public-mobile-menu"
          className="md:hidden"
        />
      </nav>
      {open && (
        <div id="public-mobile-menu" className="border-t border-slate-800 bg-slate-950 px-4 pt-2 pb-4 md:hidden">
          <ul className="grid gap-1">
            {links.map((l) => (
              <li key={l.href}>
                <Link
                  to={l.href}
                  onClick={close}
                  className="block rounded-md px-3 py-2.5 text-sm font-medium text-slate-200 hover:bg-slate-800"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <Link to={paths.login.getHref()} onClick={close}>
                Sign In
              </Link>
            </Button>
            <Button asChild>
              <Link to={paths.login.getHref({ signUp: true })} onClick={close}>
                Get Started
              </Link>
            </Button>
          </div>
        </div>
      )}
    </header>
  );
}
