import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app.tsx';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './lib/query-client.ts';

export { PRERENDERED_PAGES, PRERENDERED_SIGNED_OUT, prerenderedFile } from './app/prerendered.ts';

/**
 * The markup of `#root` at `path` for a signed-out visitor, built once by the web build (prerender-plugin.ts): the
 * same tree main.tsx hydrates, with every lazy screen loaded before it is written.
 */
export async function renderSignedOut(path: string): Promise<string> {
  const queryClient = createQueryClient();
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider signedOut location={path} queryClient={queryClient}>
          <App />
        </AppProvider>
      </StrictMode>,
      // One piece: React would otherwise move a large screen after the page and show it with an inline script, which
      // the pages' Content-Security-Policy forbids.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await new Response(prelude).text();
  } finally {
    queryClient.clear();
  }
}
