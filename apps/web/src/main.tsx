import { StrictMode } from 'react';
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
if (signedOut) {
  // React takes the page over at once: the header and its menu answer from now on; the screen's own part (a form, a
  // switch) when its chunk, requested here, has loaded. Links work all along.
  void preloadScreen(signedOutRoutes, window.location.pathname);
  hydrateRoot(root, app);
} else createRoot(root).render(app);
