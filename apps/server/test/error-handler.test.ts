import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler.ts';
import { createTestDb, testDatabaseUrl } from './helpers/test-db.ts';

/** A character PostgreSQL cannot store (NUL) that slipped past a schema is the client's fault: 400, never a 500. */
describe('the error handler on text the database cannot store', () => {
  const app = Fastify({ logger: false });
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb();
    registerErrorHandler(app);
    app.post('/echo', async (request) => {
      const { text } = request.body as { text: string };
      const { rows } = await sql<{ v: string }>`select ${text} as v`.execute(db.db);
      return { v: rows[0]?.v };
    });
    app.get('/pg-error', async () => {
      const err = new pg.DatabaseError('invalid byte sequence for encoding "UTF8": 0x00', 0, 'error');
      err.code = '22021';
      throw err;
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it("answers PostgreSQL's invalid-character error with 400 and the error body", async () => {
    const res = await app.inject({ method: 'GET', url: '/pg-error' });
    expect(res.statusCode).toBe(400);
    const message = 'The request contains a character that is not allowed (such as a NUL byte)';
    expect(res.json()).toEqual({ error: message, message, code: 'REQUEST_INVALID' });
  });

  it.runIf(testDatabaseUrl)('answers a real query with a NUL on PostgreSQL with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REQUEST_INVALID');
  });

  it('still answers an unexpected failure with a generic 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
  });
});
