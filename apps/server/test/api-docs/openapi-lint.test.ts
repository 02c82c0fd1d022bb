import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Warnings of the recommended rules the document keeps on purpose, each with its reason. Any other problem fails.
 */
const ACCEPTED_WARNINGS: Record<string, string> = {
  // The live price stream is a WebSocket: its success is 101 Switching Protocols, never a 2xx.
  'operation-2xx-response #/paths/~1stock-stream/get/responses': 'a WebSocket upgrade',
  // A stock's corporate actions live under its symbol as brokers' APIs put them; `quote` and `profile` are static
  // segments the router always prefers, and no symbol is spelt in lower case like them.
  'no-ambiguous-paths #/paths/~1api~1stocks~1quote~1{symbol}': 'static segment before a symbol',
  'no-ambiguous-paths #/paths/~1api~1stocks~1profile~1{symbol}': 'static segment before a symbol',
};

describe('the OpenAPI document, linted with the recommended rules (Redocly)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The deployment's own address, as in production (a localhost server URL is a warning of its own).
    t = await createTestApp({ env: { PUBLIC_URL: 'https://tradearena.test' } });
  });
  afterAll(() => t.close());

  it('has no error and no warning beyond the accepted ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: res.body, absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => ({
      key: `${p.ruleId} ${p.location[0]?.pointer ?? ''}`,
      severity: p.severity,
      message: p.message,
    }));
    expect(found.filter((p) => p.severity === 'error')).toEqual([]);
    expect(found.filter((p) => !(p.key in ACCEPTED_WARNINGS))).toEqual([]);
  });
});
