import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { buildUser, signInAs } from '@/test/builders.ts';
import { buildAnalytics } from '@/test/educator-builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { App } from '../app.tsx';

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const server = installFakeApi();
  server.on('PUT /api/user/timezone', { body: { user: buildUser() } });
  server.on('GET /api/educator/leagues', { body: [] });
  server.on('GET /api/educator/analytics/all', { body: buildAnalytics({ studentCount: 0 }) });
  server.on('GET /api/educator/assignments', { body: [] });
  server.on('GET /api/educator/activity', { body: [] });
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

describe('educator dashboard routes', () => {
  it.each(['/', '/dashboard', '/educator-dashboard'])('shows educators their dashboard at %s', async (path) => {
    signInAs({ isEducator: true, firstName: 'Maria' });
    const server = renderAt(path);
    // The first render loads the screen's lazy chunk, which takes longer than findBy's default second on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Maria!' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Educator Tools')).toBeInTheDocument();
    expect(screen.getByText('EDUCATOR')).toBeInTheDocument();
    expect(server.callsTo('GET /api/portfolio')).toHaveLength(0);
  });

  it('sends players opening /educator-dashboard to their own dashboard', async () => {
    signInAs({ username: 'ada' });
    renderAt('/educator-dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, ada!' })).toBeInTheDocument();
  });
});
