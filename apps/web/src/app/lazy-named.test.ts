import { afterEach, describe, expect, it, vi } from 'vitest';
import { importRouteChunk } from './lazy-named.ts';

describe('importRouteChunk', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('returns the module when the chunk loads', async () => {
    await expect(importRouteChunk(async () => ({ Screen: 'x' }))).resolves.toEqual({ Screen: 'x' });
  });

  it('reloads the page once when a chunk of an older deployment is gone', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void importRouteChunk(failing);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(importRouteChunk(failing)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
