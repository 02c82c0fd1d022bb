import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonTextSender, responseSerializerCompiler, type SerializerMode } from '../src/plugins/response-serializer.ts';

const Answer = z.object({ id: z.number().int(), name: z.string() });

async function appWith(mode: SerializerMode, body: unknown, text?: string) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(mode));
  const sendText = jsonTextSender(mode, Answer);
  app.get('/object', { schema: { response: { 200: Answer } } }, async () => body as z.infer<typeof Answer>);
  app.get('/text', { schema: { response: { 200: Answer } } }, async (_request, reply) => {
    sendText(reply, text ?? JSON.stringify(body));
    return reply;
  });
  await app.ready();
  return app;
}

/** Answers are held to their contract in development and tests (checked), and only stringified in production. */
describe('response serializer', () => {
  let app: Awaited<ReturnType<typeof appWith>> | undefined;
  afterEach(() => app?.close());

  it('checked: sends a contract-exact answer', async () => {
    app = await appWith('checked', { id: 1, name: 'Ada' });
    for (const url of ['/object', '/text']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: 1, name: 'Ada' });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('checked: fails an invalid answer (a NaN, a wrong type)', async () => {
    app = await appWith('checked', { id: Number.NaN, name: 'Ada' }, '{"id":"1","name":"Ada"}');
    expect((await app.inject({ method: 'GET', url: '/object' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/text' })).statusCode).toBe(500);
  });

  it('checked: fails an answer carrying a field the contract would strip, so production never leaks it', async () => {
    app = await appWith('checked', { id: 1, name: 'Ada', passwordHash: 'x' });
    expect((await app.inject({ method: 'GET', url: '/object' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/text' })).statusCode).toBe(500);
  });

  it('fast: stringifies what the handler built, without encoding it again', async () => {
    app = await appWith('fast', { id: 1, name: 'Ada' });
    const res = await app.inject({ method: 'GET', url: '/object' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":1,"name":"Ada"}');
    const text = await app.inject({ method: 'GET', url: '/text' });
    expect(text.body).toBe('{"id":1,"name":"Ada"}');
  });
});
