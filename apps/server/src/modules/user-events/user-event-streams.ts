/** What the registry needs of an open stream: the way to end it. */
export interface OpenStream {
  end(): void;
}

/**
 * The event streams open on this instance, by user: admits a new one only while the user holds fewer than
 * `maxPerUser` (tabs, windows, devices), and ends them all when the server shuts down.
 */
export function createUserEventStreams(opts: { maxPerUser: number }) {
  const byUser = new Map<number, Set<OpenStream>>();
  return {
    /** Adds the stream, or refuses it (false) when the user already holds `maxPerUser`. */
    admit(userId: number, stream: OpenStream): boolean {
      let streams = byUser.get(userId);
      if ((streams?.size ?? 0) >= opts.maxPerUser) return false;
      if (!streams) {
        streams = new Set();
        byUser.set(userId, streams);
      }
      streams.add(stream);
      return true;
    },

    /** An admitted stream closed (safe to call twice). */
    release(userId: number, stream: OpenStream): void {
      const streams = byUser.get(userId);
      if (!streams?.delete(stream)) return;
      if (streams.size === 0) byUser.delete(userId);
    },

    /** Ends every open stream (shutdown): their browsers reconnect, through the load balancer, to another instance. */
    endAll(): void {
      for (const streams of [...byUser.values()]) for (const s of [...streams]) s.end();
    },
  };
}
