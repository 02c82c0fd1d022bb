import { connect } from 'node:net';

/**
 * Sends a WebSocket upgrade request for `path` over a raw TCP socket and, once the server switched protocols,
 * `afterUpgrade` (raw frame bytes) if given. Resolves with everything the server sent once it closed the socket;
 * rejects if it is still open after 3 s.
 */
export function rawUpgrade(port: number, path: string, afterUpgrade?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket to ${path} still open after 3 s; got: ${answer.split('\r\n')[0]}`));
    }, 3_000);
    socket.on('data', (d) => {
      const first = answer === '';
      answer += String(d);
      if (first && afterUpgrade && answer.startsWith('HTTP/1.1 101')) socket.write(afterUpgrade);
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
