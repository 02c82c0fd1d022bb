import { type ComponentType, lazy } from 'react';

const RELOAD_FLAG = 'tradearena:chunk-reload';

/**
 * Loads a route chunk. When a new version was deployed while this page was open, the old chunk names no longer exist
 * and the import fails: reload the page once to pick up the new index.html. A second failure in a row is a real error
 * and reaches the error boundary.
 */
export async function importRouteChunk<M>(
  load: () => Promise<M>,
  // None when the build renders the public pages outside a browser (app/prerendered.ts): there is nothing to reload.
  storage: Storage | undefined = globalThis.sessionStorage,
): Promise<M> {
  if (!storage) return load();
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
      /** Resolves once the chunk is loaded (or failed to: the render then shows the error). */
      preload: (): Promise<void> =>
        once().then(
          () => undefined,
          () => undefined,
        ),
    },
  );
}
