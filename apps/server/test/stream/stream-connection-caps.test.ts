import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStreamClient } from './stream-client.ts';

let t: TestApp | undefined;
const clients: Awaited<ReturnType<typeof openStreamClient>>[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await t?.close();
  t = undefined;
});

async function start(stream: { maxConnections: number; maxConnectionsPerAddress: number }) {
  t = await createTestApp({ stream });
  return t.listen();
}

/** Opens a connection from `localAddress` and waits until it is greeted or closed. */
async function open(port: number, localAddress = '127.0.0.1', headers?: Record<string, string>) {
  const c = await openStreamClient(port, { localAddress, ...(headers ? { headers } : {}) });
  clients.push(c);
  await Promise.race([c.waitFor((m) => m.some((x) => x.type === 'connected')), c.closed]);
  return c;
}

async function answersPing(c: Awaited<ReturnType<typeof open>>) {
  c.send({ type: 'ping', timestamp: 'still there?' });
  await c.waitFor((m) => m.some((x) => x.type === 'pong' && x.timestamp === 'still there?'));
  return true;
}

describe('/stock-stream connection caps', () => {
  it('refuses a connection past the cap for one address with 1013 and a reason, and keeps the others', async () => {
    const port = await start({ maxConnections: 100, maxConnectionsPerAddress: 3 });
    const admitted = [await open(port), await open(port), await open(port)];
    const extra = await open(port);
    await extra.closed;
    expect(extra.closeCode()).toBe(1013);
    expect(extra.closeReason()).toBe('Too many connections from your address');
    expect(extra.ofType('connected')).toEqual([]);
    for (const c of admitted) expect(await answersPing(c)).toBe(true);

    // Another address still gets in; and a closed connection frees its place.
    const other = await open(port, '127.0.0.2');
    expect(other.ofType('connected')).toHaveLength(1);
    admitted[0]!.close();
    await admitted[0]!.closed;
    await expect.poll(async () => (await open(port)).ofType('connected').length, { timeout: 5_000 }).toBe(1);
  });

  it('counts the addresses of one IPv6 /64 as one address, as the sign-in limits do', async () => {
    // One host usually owns a whole /64: rotating through it must not multiply the per-address cap. The proxy on
    // loopback (TRUST_PROXY's default) tells the client's address.
    const port = await start({ maxConnections: 100, maxConnectionsPerAddress: 2 });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const admitted = [
      await open(port, '127.0.0.1', from('2001:db8::1')),
      await open(port, '127.0.0.1', from('2001:db8::2')),
    ];
    for (const c of admitted) expect(c.ofType('connected')).toHaveLength(1);
    const extra = await open(port, '127.0.0.1', from('2001:db8:0:0:ffff::3'));
    expect(extra.ofType('connected')).toEqual([]);
    await extra.closed;
    expect(extra.closeCode()).toBe(1013);
    expect(extra.closeReason()).toBe('Too many connections from your address');
    // Another /64 is another address; and an IPv4 client behind the proxy is one address whichever way it is written.
    expect((await open(port, '127.0.0.1', from('2001:db8:0:1::1'))).ofType('connected')).toHaveLength(1);
    expect((await open(port, '127.0.0.1', from('192.0.2.7'))).ofType('connected')).toHaveLength(1);
    expect((await open(port, '127.0.0.1', from('::ffff:192.0.2.7'))).ofType('connected')).toHaveLength(1);
    const third = await open(port, '127.0.0.1', from('192.0.2.7'));
    expect(third.ofType('connected')).toEqual([]);
    await third.closed;
    expect(third.closeReason()).toBe('Too many connections from your address');
  });

  it('refuses a connection past the total cap with 1013 and a reason, and keeps the others', async () => {
    const port = await start({ maxConnections: 5, maxConnectionsPerAddress: 3 });
    const admitted = [
      await open(port, '127.0.0.1'),
      await open(port, '127.0.0.1'),
      await open(port, '127.0.0.1'),
      await open(port, '127.0.0.2'),
      await open(port, '127.0.0.2'),
    ];
    const extra = await open(port, '127.0.0.3');
    await extra.closed;
    expect(extra.closeCode()).toBe(1013);
    expect(extra.closeReason()).toBe('Too many connections to this server; try again later');
    for (const c of admitted) expect(await answersPing(c)).toBe(true);
    await expect.poll(() => t!.app.websocketServer.clients.size).toBe(5);
  });

  it('takes its limits from the configuration and refuses bad values', async () => {
    expect(loadConfig({})).toMatchObject({
      STREAM_MAX_CONNECTIONS: 10_000,
      STREAM_MAX_CONNECTIONS_PER_ADDRESS: 200,
      STREAM_MESSAGES_PER_SECOND: 20,
    });
    expect(() => loadConfig({ STREAM_MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ STREAM_MESSAGES_PER_SECOND: 'lots' })).toThrow(
      /^Invalid STREAM_MESSAGES_PER_SECOND="lots": must be a whole number from 1 to 1000$/,
    );

    t = await createTestApp({ env: { STREAM_MAX_CONNECTIONS_PER_ADDRESS: '1' } });
    const port = await t.listen();
    const first = await open(port);
    const second = await open(port);
    await second.closed;
    expect(second.closeReason()).toBe('Too many connections from your address');
    expect(await answersPing(first)).toBe(true);
  });
});
