import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { ApiError, api, isApiError, serverText } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the session credentials on every call', async () => {
    const server = installFakeApi();
    server.on('GET /api/thing', { body: { ok: true } });
    await api.get('/api/thing');
    expect(server.calls[0]?.credentials).toBe('include');
  });

  it('adds x-user-id from the stored user, and none when signed out', async () => {
    const server = installFakeApi();
    server.on('GET /api/thing', { body: {} });
    await api.get('/api/thing');
    signInAs({ id: 42 });
    await api.get('/api/thing');
    expect(server.calls[0]?.headers['x-user-id']).toBeUndefined();
    expect(server.calls[1]?.headers['x-user-id']).toBe('42');
  });

  it('sends a JSON content type only when there is a body', async () => {
    const server = installFakeApi();
    server.on('POST /api/thing', { body: {} });
    await api.post('/api/thing', { a: 1 });
    await api.post('/api/thing');
    expect(server.calls[0]?.headers['content-type']).toBe('application/json');
    expect(server.calls[0]?.body).toEqual({ a: 1 });
    expect(server.calls[1]?.headers['content-type']).toBeUndefined();
  });

  it('returns the parsed JSON, and undefined for an empty answer', async () => {
    const server = installFakeApi();
    server.on('GET /api/thing', { body: { price: 1.5 } });
    server.on('DELETE /api/thing', { status: 204 });
    await expect(api.get('/api/thing')).resolves.toEqual({ price: 1.5 });
    await expect(api.delete('/api/thing')).resolves.toBeUndefined();
  });

  it('raises "status: body" on a non-OK answer and exposes the parsed error body', async () => {
    const server = installFakeApi();
    server.on('POST /api/auth/login', errorReply(401, 'Invalid email or password', 'AUTH_INVALID_CREDENTIALS'));
    const error = await api.post('/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '401: {"error":"Invalid email or password","message":"Invalid email or password","code":"AUTH_INVALID_CREDENTIALS"}',
    );
    expect((error as ApiError).status).toBe(401);
    expect(serverText(error, 'message')).toBe('Invalid email or password');
    expect(serverText(error, 'error')).toBe('Invalid email or password');
    expect(isApiError(error, 401)).toBe(true);
  });

  it('falls back to the status text when the body is empty', async () => {
    const server = installFakeApi();
    server.on('GET /api/down', { status: 503, statusText: 'Service Unavailable' });
    await expect(api.get('/api/down')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps a non-JSON body as text and has no parsed error body then', async () => {
    const server = installFakeApi();
    server.on('GET /api/odd', { status: 500, body: 'upstream exploded' });
    const error = await api.get('/api/odd').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('500: upstream exploded');
    expect((error as ApiError).body).toBeNull();
    expect(serverText(error, 'message')).toBeNull();
  });
});
