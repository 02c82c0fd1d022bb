import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named.ts';
import { preloadScreen } from './preload-screen.ts';

function WelcomeScreen() {
  return <h1>Welcome</h1>;
}

function SignInScreen() {
  return <h1>Sign in</h1>;
}

describe('preloadScreen', () => {
  it("fetches only the matched screen's chunk, once, and the screen then renders from it", async () => {
    const loads: string[] = [];
    const Landing = lazyNamed(async () => {
      loads.push('landing');
      return { Landing: WelcomeScreen };
    }, 'Landing');
    const Login = lazyNamed(async () => {
      loads.push('login');
      return { Login: SignInScreen };
    }, 'Login');
    const routes = [
      { path: '/', element: <Landing /> },
      { path: '/login', element: <Login /> },
    ];
    preloadScreen(routes, '/');
    preloadScreen(routes, '/');
    preloadScreen(routes, '/nowhere');
    expect(loads).toEqual(['landing']);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(loads).toEqual(['landing']);
  });
});
