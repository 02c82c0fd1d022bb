import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts fetching the chunks of the screen (and its layout) that `routes` would show at `pathname`, for screens made
 * by lazyNamed. The app calls it while it is still asking the server who is signed in, so that a visitor's first
 * page does not wait for that answer before its chunk is even requested (Largest Contentful Paint). Resolves when the
 * chunks are loaded: a page the server sent already drawn is hydrated only then, in one pass (main.tsx).
 */
export function preloadScreen(routes: RouteObject[], pathname: string): Promise<void> {
  const loading: Promise<void>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const element = match.route.element;
    if (!isValidElement(element)) continue;
    const type = element.type as { preload?: () => Promise<void> };
    if (typeof type.preload === 'function') loading.push(type.preload());
  }
  return Promise.all(loading).then(() => undefined);
}
