import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { buildUser, signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { App } from './app.tsx';

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderApp(path: string) {
  const server = installFakeApi();
  server.on('PUT /api/user/timezone', { body: { user: buildUser() } });
  server.on('GET /api/user', errorReply(401, 'Please sign in to continue', 'AUTH_REQUIRED'));
  const queryClient = createQueryClient();
  const view = () =>
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <Probe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
  return { server, view };
}

describe('app routes', () => {
  it('shows a spinner while the user is fetched without a stored login, then the landing page', async () => {
    const { server, view } = renderApp('/');
    let answer: () => void = () => {};
    server.on('GET /api/user', async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return errorReply(401, 'Please sign in to continue', 'AUTH_REQUIRED');
    });
    view();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: /Learn trading through/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start Trading Free' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Educational Platform' })).toBeInTheDocument();
  });

  it('uses the signed-in set when the server knows the session although nothing is stored', async () => {
    const { server, view } = renderApp('/');
    server.on('GET /api/user', { body: buildUser({ username: 'grace' }) });
    view();
    expect(
      // The dashboard is a lazy chunk: allow it time to load on a busy machine.
      await screen.findByRole('heading', { name: 'Welcome back, grace!' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('uses the stored login without asking the server who is signed in', async () => {
    signInAs({ username: 'ada' });
    const { server, view } = renderApp('/dashboard');
    view();
    expect(await screen.findByRole('heading', { name: 'Welcome back, ada!' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/user')).toHaveLength(0);
    await waitFor(() => expect(server.callsTo('PUT /api/user/timezone')).toHaveLength(1));
  });

  it('sends a signed-out visitor of a signed-in screen to /login', async () => {
    const { view } = renderApp('/settings');
    view();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends a signed-in user away from /login to the dashboard', async () => {
    signInAs();
    const { view } = renderApp('/login');
    view();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('shows a real not-found page for paths without a screen', async () => {
    const { view } = renderApp('/no-such-page');
    view();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('signs out even when the session is already gone (401), forgets everything and goes home', async () => {
    signInAs({ username: 'ada' });
    localStorage.setItem('something-else', 'x');
    const { server, view } = renderApp('/settings');
    server.on('POST /api/auth/logout', errorReply(401, 'Please sign in to continue', 'AUTH_REQUIRED'));
    view();
    await userEvent.click(await screen.findByRole('button', { name: /account menu$/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: /Learn trading through/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(localStorage.length).toBe(0);
    expect(server.callsTo('POST /api/auth/logout')).toHaveLength(1);
  });

  it('deletes the account after confirmation, counts down 5 seconds in a toast, then goes home', async () => {
    signInAs({ username: 'ada' });
    const { server, view } = renderApp('/settings');
    server.on('DELETE /api/user/account', { body: { message: 'deleted' } });
    view();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Account Successfully Deleted')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to the home page in 5 seconds...')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/user/account')[0]?.headers['x-user-id']).toBe('7');
    expect(localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 7_000 });
  }, 10_000);
});
