/** Whether a new stream connection may stay, and if not the close reason the client is given. */
export type Admission = { ok: true } | { ok: false; reason: string };

/**
 * Counts open stream connections in total and per client address, and admits a new one only below both caps, so one
 * address cannot take the server's file descriptors (a class behind one school address still fits under the default).
 */
export function createConnectionCaps(opts: { maxConnections: number; maxConnectionsPerAddress: number }) {
  const perAddress = new Map<string, number>();
  let total = 0;
  return {
    admit(address: string): Admission {
      const fromAddress = perAddress.get(address) ?? 0;
      if (fromAddress >= opts.maxConnectionsPerAddress) {
        return { ok: false, reason: 'Too many connections from your address' };
      }
      if (total >= opts.maxConnections) {
        return { ok: false, reason: 'Too many connections to this server; try again later' };
      }
      perAddress.set(address, fromAddress + 1);
      total++;
      return { ok: true };
    },

    /** An admitted connection closed. */
    release(address: string): void {
      const n = perAddress.get(address) ?? 0;
      if (n === 0) return;
      if (n === 1) perAddress.delete(address);
      else perAddress.set(address, n - 1);
      total--;
    },

    count(): number {
      return total;
    },
  };
}
