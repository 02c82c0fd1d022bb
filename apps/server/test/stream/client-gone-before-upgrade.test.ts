import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * A client that went away while its upgrade was on the way (a page left at once) reaches the stream's handler
 * without a remote address. That is the client's doing: the connection is closed without an error in the log.
 */
describe('a stream client gone before its upgrade completed', () => {
  it('is closed without an error logged', async () => {
    const logged: { level: number; msg: string }[] = [];
    t = await createTestApp({
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    });
    // Fastify's injected WebSocket has no socket address, as a socket whose peer is gone.
    const socket = await t.app.injectWS('/stock-stream');
    if (socket.readyState !== socket.CLOSED) await new Promise((resolve) => socket.once('close', resolve));
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
  });
});
