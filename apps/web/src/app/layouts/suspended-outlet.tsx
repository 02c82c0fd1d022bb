import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';

/** The routed page, with a centred spinner while its lazy code loads. */
export function SuspendedOutlet() {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-24">
          <Spinner className="size-8" />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
