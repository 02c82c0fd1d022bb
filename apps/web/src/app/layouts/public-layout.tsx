import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PublicHeader } from './public-header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Signed-out pages: header with menu, page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-950">
      <ScrollToTop />
      <PublicHeader />
      <main id="main" className="flex-1">
        <Suspense
          fallback={
            <div className="flex justify-center py-24">
              <Spinner className="size-8" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
