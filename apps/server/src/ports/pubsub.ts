/** Publish/subscribe of JSON messages between parts of the server and across instances (docs/decisions/002-sqlite-default-postgresql-at-scale.md). */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  /**
   * Takes the lease `key` for `holder` if nobody holds it, or renews it if `holder` already does, for ttlMs. True while
   * `holder` holds it; a lease not renewed within ttlMs goes to the next one asking. One holder at a time.
   */
  holdLease(key: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up if `holder` still holds it, so another can take it at once. */
  releaseLease(key: string, holder: string): Promise<void>;
  /** Publishes only if `holder` holds the lease `key`, checked in the same step as the publish; false if it did not. */
  publishAsHolder(key: string, holder: string, channel: string, message: unknown): Promise<boolean>;
  close(): Promise<void>;
}
