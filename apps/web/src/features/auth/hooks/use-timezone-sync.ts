import { useEffect } from 'react';
import { updateStoredUser } from '@/lib/auth-storage.ts';
import { detectTimezone } from '@/lib/timezone.ts';
import { updateTimezone } from '../api/update-timezone.ts';

/** Sends the browser's timezone at start and whenever the page becomes visible again (docs/product/accounts.md#profile-and-settings). */
export function useTimezoneSync(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const sync = () => {
      const timezone = detectTimezone();
      updateStoredUser({ timezone });
      updateTimezone(timezone).catch((error: unknown) => {
        console.warn('Could not update the timezone', error);
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') sync();
    };
    sync();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [signedIn]);
}
