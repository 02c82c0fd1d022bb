import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildSignUp, sessionCookieFrom } from './auth/auth-builders.ts';
import { serveOnFreePort, stopAll } from './helpers/server-process.ts';
import { waitUntil } from './helpers/wait-until.ts';
import { openStreamClient } from './stream/stream-client.ts';
import { openSseClient } from './user-events/sse-client.ts';

afterAll(stopAll);

/** A server on a free port with a data directory of its own, on SQLite and the in-process pub/sub. */
const serve = (env: Record<string, string> = {}) =>
  serveOnFreePort('shutdown', { DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', ...env });

/**
 * A sign-up whose body arrives in two parts: resolves `accepted` once the server has taken the request (it answered
 * `100 Continue`), and `answer` with the response once `finish()` has sent the rest of the body.
 */
function slowSignUp(port: number) {
  const body = Buffer.from(JSON.stringify(buildSignUp()));
  let req: ClientRequest | undefined;
  const answer = new Promise<{ status: number; body: string; cookie: string | undefined }>((resolve, reject) => {
    req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/register',
        headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
      },
      (res: IncomingMessage) => {
        let text = '';
        res.on('data', (d) => {
          text += String(d);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, cookie: res.headers['set-cookie']?.join(';') }),
        );
      },
    );
    req.on('error', reject);
  });
  const accepted = new Promise<void>((resolve) => req?.once('continue', () => resolve()));
  return {
    accepted: accepted.then(() => void req?.write(body.subarray(0, 10))),
    answer,
    finish: () => req?.end(body.subarray(10)),
  };
}

/** Whether a new TCP connection to the port is refused (the server stopped accepting). */
function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });
}

describe('graceful shutdown', () => {
  it('stops accepting, closes streams with 1001, ends event streams, finishes the request in flight and exits 0', async () => {
    const { server, port } = await serve();
    const stream = await openStreamClient(port);
    await stream.waitFor((m) => m.some((x) => x.type === 'connected'));
    const signedUp = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildSignUp()),
    });
    const cookie = sessionCookieFrom(signedUp.headers.getSetCookie(), String(signedUp.status));
    const events = openSseClient(port, cookie);
    await events.waitFor(() => events.ofType('ready').length === 1, 15_000);
    const signUp = slowSignUp(port);
    await signUp.accepted;

    server.child.kill('SIGTERM');
    await stream.closed;
    expect(stream.closeCode()).toBe(1001);
    await events.closed;
    await waitUntil('the server refuses new connections', () => isRefused(port));
    signUp.finish();
    const answer = await signUp.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(answer.cookie).toMatch(/ta_session=/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"msg":"shut down"/);
  }, 90_000);

  it('exits at SHUTDOWN_TIMEOUT_MS when a request never finishes', async () => {
    const { server, port } = await serve({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const signUp = slowSignUp(port);
    signUp.answer.catch(() => {}); // the connection is cut when the process exits
    await signUp.accepted;

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/shutdown took longer than SHUTDOWN_TIMEOUT_MS/);
  }, 90_000);

  it('waits 10 s by default and names SHUTDOWN_TIMEOUT_MS when it is not a number of milliseconds', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      /^Invalid SHUTDOWN_TIMEOUT_MS="soon": must be a whole number of milliseconds from 0 to 600000$/,
    );
  });
});
