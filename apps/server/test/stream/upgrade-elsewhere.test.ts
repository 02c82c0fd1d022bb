import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { rawUpgrade } from './raw-upgrade.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Only /stock-stream upgrades; an upgrade aimed anywhere else is answered and its socket closed (no leak). */
describe('WebSocket upgrades outside /stock-stream', () => {
  it('answers and closes the socket, and the server still shuts down promptly', async () => {
    t = await createTestApp();
    const port = await t.listen();
    for (const path of ['/api/health', '/api/nope']) {
      const answer = await rawUpgrade(port, path);
      expect(answer).not.toMatch(/^HTTP\/1\.1 101/);
    }
    const closing = t.close();
    t = undefined;
    await expect(
      Promise.race([closing.then(() => 'closed'), new Promise((r) => setTimeout(() => r('hung'), 3_000))]),
    ).resolves.toBe('closed');
  });
});
