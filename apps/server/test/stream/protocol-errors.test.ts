import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { rawUpgrade } from './raw-upgrade.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('a client breaking the WebSocket protocol', () => {
  it('is disconnected and logged at info without a stack, never as an error', async () => {
    const lines: { level: number; msg: string; code?: string; err?: unknown }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
    const port = await t.listen();

    // An unmasked text frame (clients must mask), then an oversized one (over the 16 KB maximum).
    await rawUpgrade(port, '/stock-stream', Buffer.from([0x81, 0x02, 0x7b, 0x7d]));
    await rawUpgrade(port, '/stock-stream', Buffer.from([0x81, 0xff, 0, 0, 0, 0, 0, 0x10, 0, 0, 1, 2, 3, 4]));

    const reported = lines.filter((l) => l.msg === 'stream: client broke the protocol; connection closed');
    expect(reported.map((l) => [l.level, l.code])).toEqual([
      [30, 'WS_ERR_EXPECTED_MASK'],
      [30, 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'],
    ]);
    expect(reported.every((l) => l.err === undefined)).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
