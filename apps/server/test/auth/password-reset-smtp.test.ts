import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/create-mailer.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { getMe, signIn, signUp } from './auth-builders.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';

/** A real SMTP server on loopback that keeps every message it receives, raw. */
async function startSmtpServer() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor<T>(probe: () => T | undefined, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const silentLog = { info() {}, warn() {} };

describe('password reset through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>TradeArena</title><div id="root"></div>');
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'TradeArena <no-reply@tradearena.test>',
      outboxDir: join(webDist, 'unused-outbox'),
      log: silentLog,
    });
    t = await createTestApp({ env: { PUBLIC_URL }, deps: { mailer }, webDist });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('emails a link that, followed, resets the password', async () => {
    const u = await signUp(t.app, { firstName: 'Mary' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    expect(res.statusCode).toBe(200);

    const message = await waitFor(() => smtp.received.find((m) => m.to.includes(u.email)));
    expect(message.from).toBe('no-reply@tradearena.test');
    const email = await PostalMime.parse(message.raw);
    expect(email.subject).toBe('Reset your TradeArena password');
    const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(email.text ?? '')?.[1];
    if (!link) throw new Error(`no link in the text part: ${email.text}`);
    expect(email.html).toContain(`href="${link}"`);

    // Following the link opens the web app's /reset-password screen, which posts the token from the address.
    const url = new URL(link);
    expect(url.origin).toBe(PUBLIC_URL);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const token = url.searchParams.get('token') ?? '';
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'From#Mail2026' },
    });
    expect(done.statusCode).toBe(200);
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, 'From#Mail2026')).statusCode).toBe(200);
  });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  const startOutbox = (production = false) => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    mkdirSync(outboxDir, { mode: 0o755 });
    const logged: { level: string; obj: object; msg: string }[] = [];
    const log = {
      info: (obj: object, msg: string) => logged.push({ level: 'info', obj, msg }),
      warn: (obj: object, msg: string) => logged.push({ level: 'warn', obj, msg }),
    };
    const mailer = createMailer({ from: 'TradeArena <no-reply@tradearena.test>', outboxDir, log, production });
    return { outboxDir, logged, mailer };
  };

  it('writes each message with a text and an HTML part to DATA_DIR/outbox, owner-only, and logs no link', async () => {
    const { outboxDir, logged, mailer } = startOutbox();
    const appLog: string[] = [];
    const t = await createTestApp({
      env: { PUBLIC_URL },
      deps: { mailer },
      logger: { level: 'trace', stream: { write: (line: string) => appLog.push(line) } },
    });
    try {
      const u = await signUp(t.app);
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
      const eml = await waitFor(() => readdirSync(outboxDir).find((f) => f.endsWith('.eml')));
      const email = await PostalMime.parse(readFileSync(join(outboxDir, eml), 'utf8'));
      expect(email.to?.[0]?.address).toBe(u.email);
      expect(email.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
      expect(email.html).toContain(`${PUBLIC_URL}/reset-password?token=`);
      const token = /token=([\w-]+)/.exec(email.text ?? '')?.[1] ?? '';
      expect(token).toHaveLength(43);

      // Only the owner may read what carries a sign-in secret, whatever the umask and the folder's mode before.
      expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
      for (const f of readdirSync(outboxDir)) expect(statSync(join(outboxDir, f)).mode & 0o777).toBe(0o600);

      // The log names the file, the recipient and the subject — never the link or its token.
      await waitFor(() => (logged.length > 0 ? logged : undefined));
      expect(logged).toEqual([
        {
          level: 'info',
          obj: { to: u.email, subject: 'Reset your TradeArena password', file: join(outboxDir, eml) },
          msg: 'email written to outbox',
        },
      ]);
      expect(appLog.length).toBeGreaterThan(0);
      expect(JSON.stringify(logged) + appLog.join('')).not.toContain(token);
    } finally {
      await t.close();
    }
  });

  it('warns once at start-up in production, and not otherwise', () => {
    expect(startOutbox(true).logged).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('SMTP_URL is not set') }),
    ]);
    expect(startOutbox(false).logged).toEqual([]);
    const smtp = createMailer({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'x@y.z',
      outboxDir: 'unused',
      log: { info: () => expect.fail('logged'), warn: () => expect.fail('warned') },
      production: true,
    });
    expect(smtp).toBeDefined();
  });
});
