/** Publish/subscribe of JSON messages between parts of the server and across instances (ARCHITECTURE §2). */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
