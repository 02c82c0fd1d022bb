/**
 * A complete WebSocket text frame (RFC 6455 §5.2) as a server sends it: FIN set, opcode 1, unmasked, no extension
 * bits. Built once per update and written as is to every subscriber's socket, so a fan-out write costs one Buffer
 * reference instead of framing per client. Only valid on connections without permessage-deflate (never negotiated).
 */
export function textFrame(payload: string): Buffer {
  const length = Buffer.byteLength(payload);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(payload, header, 'utf8');
  return frame;
}
