import { type IncomingMessage, request } from 'node:http';
import { recordedWaits } from '../helpers/wait-until.ts';

export interface SseEvent {
  event: string;
  /** The data parsed as JSON. */
  data: unknown;
}

/**
 * A real HTTP client of GET /api/user/events that parses the event stream as EventSource does (WHATWG HTML §9.2.6)
 * and records the events, the comments, the `retry:` hint and how the stream ended. Error answers are read whole.
 */
export function openSseClient(port: number, cookie: string | null) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let retry: number | undefined;
  let body = '';
  const { check, waitFor } = recordedWaits(() => `timed out; events: ${JSON.stringify(events)}`);
  let res: IncomingMessage | undefined;
  let ended = false;
  let endClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    endClosed = () => {
      ended = true;
      resolve();
      check();
    };
  });
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/api/user/events',
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
  });
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', (r) => {
      res = r;
      r.setEncoding('utf8');
      let pending = '';
      r.on('data', (chunk: string) => {
        body += chunk;
        pending += chunk;
        let cut = pending.indexOf('\n\n');
        while (cut >= 0) {
          const block = pending.slice(0, cut);
          pending = pending.slice(cut + 2);
          cut = pending.indexOf('\n\n');
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
          }
          if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
        }
        check();
      });
      r.on('close', endClosed);
      resolve(r);
    });
    req.on('error', (err) => {
      endClosed();
      reject(err);
    });
  });
  // A client closed before the answer came needs no answer.
  answered.catch(() => undefined);
  req.end();
  return {
    events,
    comments,
    answered,
    closed,
    get status() {
      return res?.statusCode;
    },
    get headers() {
      return res?.headers;
    },
    get retry() {
      return retry;
    },
    get body() {
      return body;
    },
    get ended() {
      return ended;
    },
    ofType: (name: string) => events.filter((e) => e.event === name),
    /** Resolves once `pred` holds (checked at every chunk and at the end); rejects after `timeoutMs`. */
    waitFor: (pred: () => boolean, timeoutMs = 5_000): Promise<void> => waitFor(pred, timeoutMs),
    close(): void {
      req.destroy();
    },
  };
}

export type SseClient = ReturnType<typeof openSseClient>;
