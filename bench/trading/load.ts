// A thin wrapper over autocannon: each connection is its own signed-in client (its own cookie) cycling its requests.
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  notOk: number;
  errors: number;
}

export async function runLoad(opts: {
  url: string;
  connections: number;
  seconds: number;
  requests: LoadRequest[];
  cookies?: string[];
}): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    requests: opts.requests,
    setupClient: (client) => {
      const cookie = opts.cookies?.length ? opts.cookies[next++ % opts.cookies.length] : undefined;
      client.setRequests(
        opts.requests.map((r) => ({
          method: r.method,
          path: r.path,
          ...(r.body ? { body: r.body } : {}),
          headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
        })),
      );
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    notOk: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
