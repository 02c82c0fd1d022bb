import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../ports/mailer.ts';

interface Log {
  info(obj: object, msg: string): void;
}

/**
 * With SMTP_URL: real SMTP through nodemailer. Without it: each message is rendered by nodemailer as a real
 * RFC 822 message into `outboxDir` (one .eml file, plus a .json with the fields) and its links are logged.
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: Log;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
      mkdirSync(opts.outboxDir, { recursive: true });
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      writeFileSync(join(opts.outboxDir, `${stamp}.eml`), info.message as Buffer);
      writeFileSync(
        join(opts.outboxDir, `${stamp}.json`),
        JSON.stringify({ ...m, sentAt: new Date().toISOString() }, null, 2),
      );
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      opts.log.info({ to: m.to, subject: m.subject, links }, 'email written to outbox');
    },
  };
}
