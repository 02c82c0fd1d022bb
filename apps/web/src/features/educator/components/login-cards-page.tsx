import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { useEducatorLeagues } from '../api/get-educator-leagues.ts';
import { readLoginCards } from '../lib/login-cards.ts';

/**
 * The printable login cards of a class (docs/decisions/024-managed-student-accounts.md): one card per student with
 * the class name, the sign-in address, the username and the temporary password — those handed out in this tab by a
 * roster import or a password reset (the server keeps no password it could show again).
 */
export function LoginCardsPage({ leagueId }: { leagueId: number }) {
  const leagues = useEducatorLeagues();
  const className = leagues.data?.find((l) => l.id === leagueId)?.name ?? 'Your class';
  const cards = readLoginCards(leagueId);
  const signInAddress = `${window.location.origin}${paths.login.getHref()}`;
  return (
    <main className="mx-auto grid max-w-4xl gap-4 p-4 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <h1 className="text-2xl font-bold text-white">Login cards — {className}</h1>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <Link to={paths.educatorDashboard.getHref()}>Back to dashboard</Link>
          </Button>
          <Button onClick={() => window.print()} disabled={cards.length === 0}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      {cards.length === 0 ? (
        <p className="text-slate-300">
          No temporary passwords in this tab. Import a roster or reset a student’s password, then print the cards here.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2" aria-label="Login cards">
          {cards.map((c) => (
            <li
              key={c.userId}
              className="break-inside-avoid rounded-lg border border-dashed border-slate-500 p-4 text-slate-100 print:border-black print:text-black"
            >
              <p className="text-xs uppercase tracking-wide text-slate-400 print:text-black">{className}</p>
              <p className="mt-1 text-lg font-semibold">
                {c.firstName} {c.lastName}
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt>Sign in at</dt>
                <dd className="font-mono">{signInAddress}</dd>
                <dt>Username</dt>
                <dd className="font-mono">{c.username}</dd>
                <dt>Password</dt>
                <dd className="font-mono">{c.temporaryPassword}</dd>
              </dl>
              <p className="mt-2 text-xs text-slate-400 print:text-black">
                You will choose your own password the first time you sign in.
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
