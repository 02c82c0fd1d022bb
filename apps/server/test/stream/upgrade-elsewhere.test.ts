import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Sends a WebSocket upgrade to `path`; resolves with what came back once the server closed the socket. */
function upgrade(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket to ${path} still open after 3 s; got: ${answer.split('\r\n')[0]}`));
    }, 3_000);
    socket.on('data', (d) => {
      answer += String(d);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
  });
}

/** Only /stock-stream upgrades; an upgrade aimed anywhere else is answered and its socket closed (no leak). */
describe('WebSocket upgrades outside /stock-stream', () => {
  it('answers and closes the socket, and the server still shuts down promptly', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (const path of ['/api/health', '/api/nope']) {
      const answer = await upgrade(port, path);
      expect(answer).not.toMatch(/^HTTP\/1\.1 101/);
    }
    const closing = t.close();
    t = undefined;
    await expect(
      Promise.race([closing.then(() => 'closed'), new Promise((r) => setTimeout(() => r('hung'), 3_000))]),
    ).resolves.toBe('closed');
  });
});
