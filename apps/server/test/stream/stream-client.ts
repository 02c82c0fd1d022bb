import WebSocket from 'ws';
import { recordedWaits } from '../helpers/wait-until.ts';

export interface StreamMessage {
  type: string;
  [key: string]: unknown;
}

/**
 * A real WebSocket client of /stock-stream that records every message it receives and how the connection closed.
 * `localAddress` picks the loopback address it connects from (127.0.0.2 ... on Linux), to act as another client;
 * `headers` are sent with the upgrade request (e.g. X-Forwarded-For, trusted from loopback by default).
 */
export async function openStreamClient(
  port: number,
  opts: { autoPong?: boolean; localAddress?: string; headers?: Record<string, string> } = {},
) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/stock-stream`, {
    autoPong: opts.autoPong ?? true,
    localAddress: opts.localAddress,
    ...(opts.headers ? { headers: opts.headers } : {}),
  });
  const messages: StreamMessage[] = [];
  /** When each message arrived (Date.now()), index for index with `messages`. */
  const receivedAt: number[] = [];
  const waits = recordedWaits(() => `timeout; got ${JSON.stringify(messages.slice(-5))}`);
  let closed = false;
  let closeCode: number | undefined;
  let closeReason = '';
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as StreamMessage);
    receivedAt.push(Date.now());
    waits.check();
  });
  const closedPromise = new Promise<void>((resolve) =>
    socket.on('close', (code, reason) => {
      closed = true;
      closeCode = code;
      closeReason = reason.toString();
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // Later errors (a reset when the server drops the connection) show as the close code.
  socket.on('error', () => {});
  return {
    socket,
    messages,
    receivedAt,
    send: (m: unknown) => socket.send(typeof m === 'string' ? m : JSON.stringify(m)),
    /** Resolves once the recorded messages satisfy `pred` (or rejects after `timeoutMs`). */
    waitFor: (pred: (m: StreamMessage[]) => boolean, timeoutMs = 5_000): Promise<void> =>
      waits.waitFor(() => pred(messages), timeoutMs),
    ofType: (type: string) => messages.filter((m) => m.type === type),
    isClosed: () => closed,
    /** The close code and reason the client saw (1006 when the server dropped the connection without a close frame). */
    closeCode: () => closeCode,
    closeReason: () => closeReason,
    closed: closedPromise,
    close: () => socket.close(),
  };
}
