import { QUERY_DEFAULTS } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { api, isApiError } from './api-client.ts';
import { createQueryClient, nullOn401, queryDefaults } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('query defaults (docs/product/accounts.md#refresh-and-stale-times)', () => {
  it('keeps answers fresh 5 minutes, cached 10 minutes, with no focus refetch and no interval', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(5 * 60_000);
    expect(defaults.queries?.gcTime).toBe(10 * 60_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(queryDefaults.queries.retry).toBe(QUERY_DEFAULTS.retry);
  });

  it('retries a failing query once', async () => {
    const server = installFakeApi();
    server.on('GET /api/flaky', { status: 500, body: 'boom' });
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['flaky'], queryFn: () => api.get('/api/flaky'), retryDelay: 0 })
      .catch(() => undefined);
    expect(server.callsTo('GET /api/flaky')).toHaveLength(2);
  });

  it('does not retry a failing mutation', async () => {
    const server = installFakeApi();
    server.on('POST /api/trade-action', { status: 500, body: 'boom' });
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => api.post('/api/trade-action', {}) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(1);
  });

  it('tells the app when a query answers 401', async () => {
    const server = installFakeApi();
    server.on('GET /api/portfolio', errorReply(401, 'Please sign in to continue', 'AUTH_REQUIRED'));
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['p'], queryFn: () => api.get('/api/portfolio'), retry: false })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('null-on-401 mode', () => {
  it('turns a 401 into null', async () => {
    const server = installFakeApi();
    server.on('GET /api/user', errorReply(401, 'Please sign in to continue', 'AUTH_REQUIRED'));
    await expect(nullOn401(() => api.get('/api/user'))).resolves.toBeNull();
  });

  it('still raises other errors', async () => {
    const server = installFakeApi();
    server.on('GET /api/user', { status: 500, body: 'boom' });
    const error = await nullOn401(() => api.get('/api/user')).catch((e: unknown) => e);
    expect(isApiError(error, 500)).toBe(true);
  });
});
