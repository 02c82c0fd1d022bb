import { type ComponentType, lazy } from 'react';

/** React.lazy for a module's named export, so route screens keep one named export each (one chunk per route). */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
