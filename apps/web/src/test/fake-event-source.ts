import type { EventSourceLike } from '@/lib/account-events.ts';

/** An EventSource that a test drives: it records what was opened and lets the test dispatch events and failures. */
export class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  static create = (url: string): FakeEventSource => new FakeEventSource(url);

  static latest(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }

  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sent `event: type` with `data` (as JSON unless it is text already). */
  dispatch(type: string, data: unknown): void {
    this.readyState = FakeEventSource.OPEN;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const l of this.listeners.get(type) ?? []) l({ data: text });
  }

  /** The connection failed: the browser retries by itself (`retrying`), or gives up (an error answer). */
  fail(retrying: boolean): void {
    this.readyState = retrying ? FakeEventSource.CONNECTING : FakeEventSource.CLOSED;
    this.onerror?.({});
  }
}
