import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '@/app/app.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { buildUser } from './builders.ts';
import { errorReply, installFakeApi } from './fake-api.ts';

type FakeApi = ReturnType<typeof installFakeApi>;

/** The router's path and query, in an `output` with test id `location`. */
function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The whole app (routes, layouts, lazy screens) at `path` on a fake API that signs nobody in by itself (GET /api/user
 * answers 401) and accepts the timezone sync; `setup` registers more answers before the first render.
 */
export function renderAppAt(path: string, setup: (server: FakeApi) => void = () => {}): FakeApi {
  const server = installFakeApi();
  server.on('PUT /api/user/timezone', { body: { user: buildUser() } });
  server.on('GET /api/user', errorReply(401, 'Please sign in to continue', 'AUTH_REQUIRED'));
  setup(server);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return server;
}
