import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';

/** A text frame as a client must send it: masked (RFC 6455 §5.3). */
export function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.alloc(header + 4 + length);
  frame[0] = 0x81;
  if (header === 2) frame[1] = 0x80 | length;
  else if (header === 4) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = randomBytes(4);
  mask.copy(frame, header);
  for (let i = 0; i < length; i++) frame[header + 4 + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

/**
 * A client of /stock-stream over a raw TCP socket that, once upgraded, never reads another byte the server sends (a
 * stalled or hostile reader): whatever the server writes piles up on the server's side.
 */
export async function openStalledStreamClient(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {}); // a reset when the server drops us is the expected end
  let closed = false;
  const closedPromise = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closed = true;
      resolve();
    }),
  );
  socket.write(
    `GET /stock-stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  );
  const [first] = (await once(socket, 'data')) as [Buffer];
  if (!first.toString().startsWith('HTTP/1.1 101')) throw new Error(`no upgrade: ${first.toString().split('\r\n')[0]}`);
  socket.pause();

  return {
    closed: closedPromise,
    isClosed: () => closed,
    /**
     * Writes `frame` over and over (in batches, waiting whenever the server stops taking them) until the server
     * closes the connection or `maxBytes` went out. Resolves with the bytes sent.
     */
    async flood(frame: Buffer, maxBytes: number): Promise<number> {
      const batch = Buffer.concat(Array.from({ length: Math.max(1, Math.floor(65_536 / frame.length)) }, () => frame));
      let sent = 0;
      while (!closed && !socket.destroyed && sent < maxBytes) {
        sent += batch.length;
        if (!socket.write(batch)) await Promise.race([once(socket, 'drain').catch(() => {}), closedPromise]);
      }
      return sent;
    },
    destroy: () => socket.destroy(),
  };
}
