import { type ComponentType, lazy } from 'react';

const RELOAD_FLAG = 'tradearena:chunk-reload';

/**
 * Loads a route chunk. When a new version was deployed while this page was open, the old chunk names no longer exist
 * and the import fails: reload the page once to pick up the new index.html. A second failure in a row is a real error
 * and reaches the error boundary.
 */
export async function importRouteChunk<M>(load: () => Promise<M>, storage: Storage = sessionStorage): Promise<M> {
  try {
    const mod = await load();
    storage.removeItem(RELOAD_FLAG);
    return mod;
  } catch (err) {
    if (storage.getItem(RELOAD_FLAG) !== '1') {
      storage.setItem(RELOAD_FLAG, '1');
      window.location.reload();
      return new Promise<M>(() => {});
    }
    storage.removeItem(RELOAD_FLAG);
    throw err;
  }
}

/**
 * React.lazy for a module's named export, so route screens keep one named export each (one chunk per route).
 * `preload()` starts fetching the chunk before the screen renders (preload-screen.ts); the render then finds it.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  let loading: Promise<M> | null = null;
  const once = () => {
    loading ??= importRouteChunk(load).catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: (await once())[name] as ComponentType })),
    {
      preload: () => void once().catch(() => {}),
    },
  );
}
