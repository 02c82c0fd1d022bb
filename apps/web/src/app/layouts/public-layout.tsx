import { PublicHeader } from './public-header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SuspendedOutlet } from './suspended-outlet.tsx';

/** Signed-out pages: header with menu, page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-950">
      <ScrollToTop />
      <PublicHeader />
      <main id="main" className="flex-1">
        <SuspendedOutlet />
      </main>
      <SiteFooter />
    </div>
  );
}
