import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCookie } from '../src/plugins/request-cookie.ts';

const withHeader = (cookie: string | undefined) => ({ headers: { cookie } }) as unknown as FastifyRequest;

describe('requestCookie', () => {
  // The parser @fastify/cookie uses (the `cookie` package), as the reference.
  const app = Fastify();
  beforeAll(async () => {
    await app.register(fastifyCookie);
    await app.ready();
  });
  afterAll(() => app.close());

  it('reads each cookie as the cookie package parses the whole header', () => {
    const headers = [
      'ta_session=abc',
      'a=1; ta_session=tok_EN-42; b=2',
      'ta_session="quoted"; x=y',
      'name=J%C3%BCrgen; ta_device=d%2Fe',
      'bad=%E0%A4%A; ok=1',
      'first=1; first=2',
      'novalue; a=1; =empty; b=',
      '  spaced = yes ;other=  two  ',
      'x=1;y=2;z=3',
      'a=1;;b=2; ta_session=x=y',
      'a=%zz; b="%41"; ;=;',
      'ta_session',
    ];
    const names = ['ta_session', 'a', 'b', 'name', 'ta_device', 'bad', 'ok', 'first', 'spaced', 'other', 'x', 'y'];
    for (const header of headers) {
      const parsed = app.parseCookie(header);
      for (const name of [...names, 'z', 'missing']) {
        expect(requestCookie(withHeader(header), name), `${name} in ${header}`).toBe(parsed[name]);
      }
    }
  });

  it('answers undefined without a Cookie header', () => {
    expect(requestCookie(withHeader(undefined), 'ta_session')).toBeUndefined();
    expect(requestCookie(withHeader(''), 'ta_session')).toBeUndefined();
  });
});
