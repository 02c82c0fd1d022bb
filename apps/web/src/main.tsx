import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadScreen } from './app/preload-screen.ts';
import { PRERENDERED_SIGNED_OUT } from './app/prerendered.ts';
import { AppProvider } from './app/provider.tsx';
import { signedOutRoutes } from './app/routes.tsx';
import { clearBrowserStorage, readStoredUser } from './lib/auth-storage.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A page the build rendered for signed-out visitors (docs/decisions/031-prerendered-public-pages.md) is sent only to
// a browser without a session cookie: a login still stored in this browser has ended, and React takes over the
// markup already on screen instead of drawing it again.
const signedOut = root.dataset.prerendered === PRERENDERED_SIGNED_OUT;
if (signedOut && readStoredUser()) clearBrowserStorage();
const app = (
  <StrictMode>
    <AppProvider signedOut={signedOut}>
      <App />
    </AppProvider>
  </StrictMode>
);
/** Drops the page's "rendered by the build" mark once React has taken it over: its buttons take presses from then on. */
function TakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => root.removeAttribute('data-prerendered'), [root]);
  return null;
}

if (signedOut) {
  // The screen's chunk (preloaded by the page beside this script) first, so that React takes the whole page over in
  // one pass: nothing on it waits for code after that. Links work all along.
  await preloadScreen(signedOutRoutes, window.location.pathname);
  // As a transition React hydrates a few milliseconds at a time and lets the browser in between, instead of in one
  // long task that a press on a phone would wait behind; the page is on screen all along.
  startTransition(() => {
    hydrateRoot(
      root,
      <>
        {app}
        <TakenOver root={root} />
      </>,
    );
  });
} else createRoot(root).render(app);
