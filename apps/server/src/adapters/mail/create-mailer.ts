import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../ports/mailer.ts';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * With SMTP_URL: real SMTP through nodemailer. Without it: each message is rendered by nodemailer as a real
 * RFC 822 message into `outboxDir` (one .eml file, plus a .json with the fields). The emails carry sign-in
 * secrets (reset and confirmation links), so the folder is 0700, the files 0600, and the log names only the file,
 * the recipient and the subject — never the text. In production without SMTP_URL, one warning says so at start-up.
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: Log;
  /** NODE_ENV=production: warn when emails only reach the outbox. */
  production?: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  if (opts.production) {
    opts.log.warn(
      { outboxDir: opts.outboxDir },
      'SMTP_URL is not set: emails (password resets, email confirmations) are only written to the outbox folder',
    );
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
      mkdirSync(opts.outboxDir, { recursive: true, mode: 0o700 });
      // mkdir's mode is cut by the umask and leaves an existing folder as it was: set it outright.
      chmodSync(opts.outboxDir, 0o700);
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const file = join(opts.outboxDir, `${stamp}.eml`);
      // `wx`: a new file, created with mode 0600 (the umask can only narrow it).
      writeFileSync(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      writeFileSync(
        join(opts.outboxDir, `${stamp}.json`),
        JSON.stringify({ ...m, sentAt: new Date().toISOString() }, null, 2),
        { mode: 0o600, flag: 'wx' },
      );
      opts.log.info({ to: m.to, subject: m.subject, file }, 'email written to outbox');
    },
  };
}
