import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { endExit, type PendingExit } from '@/lib/exit-state.ts';

/**
 * Shown while leaving the signed-in app. Once the browser has forgotten the user (`cleared`), waits the exit's
 * delay (100 ms after sign-out, 5 s after account deletion), then goes home. The exit ends only when the router
 * has committed the new location (router updates are transitions), so no signed-out redirect runs on the old path.
 */
export function ExitScreen({ exit, cleared }: { exit: PendingExit; cleared: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [leftFrom, setLeftFrom] = useState<string | null>(null);
  const locationKey = useRef(location.key);
  locationKey.current = location.key;

  useEffect(() => {
    if (!cleared) return;
    const timer = window.setTimeout(() => {
      setLeftFrom(locationKey.current);
      navigate('/', { replace: true });
    }, exit.delayMs);
    return () => window.clearTimeout(timer);
  }, [cleared, exit.delayMs, navigate]);

  useEffect(() => {
    if (leftFrom !== null && location.key !== leftFrom) endExit();
  }, [leftFrom, location.key]);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-950 bg-arena px-6 text-center">
      <Spinner className="size-10" label={exit.reason === 'sign-out' ? 'Signing out' : 'Leaving'} />
      {exit.reason === 'account-deleted' && (
        <div className="max-w-sm">
          <p className="text-lg font-semibold text-white">Your account has been deleted</p>
          <p className="mt-1 text-sm text-slate-400">Thanks for trading with us. Taking you to the home page…</p>
        </div>
      )}
    </div>
  );
}
