import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { textFrame } from '../../src/modules/stream/text-frame.ts';

/** ws's own framing (not in its type declarations): the reference a browser-facing server frame must equal. */
const wsFrame = (payload: string): Buffer => {
  const sender = (ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } }).Sender;
  return Buffer.concat(
    sender.frame(Buffer.from(payload), { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }),
  );
};

describe('textFrame', () => {
  it.each([
    ['an empty payload', ''],
    ['a short payload', '{"type":"stock_update","symbol":"AAPL"}'],
    ['125 bytes (longest 1-byte length)', 'x'.repeat(125)],
    ['126 bytes (16-bit length)', 'x'.repeat(126)],
    ['65,535 bytes (longest 16-bit length)', 'x'.repeat(65_535)],
    ['65,536 bytes (64-bit length)', 'x'.repeat(65_536)],
    ['multi-byte UTF-8 text', `{"message":"${'€'.repeat(50)}"}`],
  ])('frames %s exactly as ws does', (_name, payload) => {
    expect(textFrame(payload).equals(wsFrame(payload))).toBe(true);
  });
});
