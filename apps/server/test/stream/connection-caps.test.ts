import { describe, expect, it } from 'vitest';
import { createConnectionCaps } from '../../src/modules/stream/connection-caps.ts';
import { maxStreamConnections } from '../../src/modules/stream/max-stream-connections.ts';
import { readOpenFileLimit } from '../../src/modules/stream/read-open-file-limit.ts';

describe('createConnectionCaps', () => {
  it('admits up to the cap per address, each address on its own, then refuses with a reason', () => {
    const caps = createConnectionCaps({ maxConnections: 10, maxConnectionsPerAddress: 2 });
    expect([caps.admit('a'), caps.admit('a'), caps.admit('b')].every((x) => x.ok)).toBe(true);
    expect(caps.admit('a')).toEqual({ ok: false, reason: 'Too many connections from your address' });
    caps.release('a');
    expect(caps.admit('a').ok).toBe(true);
    expect(caps.count()).toBe(3);
  });

  it('refuses past the total cap whatever the address', () => {
    const caps = createConnectionCaps({ maxConnections: 2, maxConnectionsPerAddress: 2 });
    caps.admit('a');
    caps.admit('b');
    expect(caps.admit('c')).toEqual({ ok: false, reason: 'Too many connections to this server; try again later' });
  });

  it('ignores a release of an address it does not count', () => {
    const caps = createConnectionCaps({ maxConnections: 1, maxConnectionsPerAddress: 1 });
    caps.release('a');
    expect(caps.admit('a').ok).toBe(true);
    expect(caps.admit('b').ok).toBe(false);
  });
});

describe('maxStreamConnections', () => {
  it('keeps a quarter of the open-file limit, at least 256, for everything else', () => {
    expect(maxStreamConnections(10_000, 20_000)).toBe(10_000);
    expect(maxStreamConnections(10_000, 8_192)).toBe(6_144);
    expect(maxStreamConnections(10_000, 1_024)).toBe(768);
    expect(maxStreamConnections(10_000, 100)).toBe(1);
    expect(maxStreamConnections(10_000, undefined)).toBe(10_000);
  });

  it.runIf(process.platform === 'linux')('reads the soft open-file limit of this process', async () => {
    const { execFileSync } = await import('node:child_process');
    const soft = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    expect(String(readOpenFileLimit())).toBe(soft === 'unlimited' ? 'undefined' : soft);
  });
});
