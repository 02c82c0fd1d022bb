import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}

function readOutbox(): OutboxMail[] {
  const outbox = join(dataDir(), 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as OutboxMail);
}

/**
 * The first match of `pattern` in the newest email sent to `to` (subject and text) that has one, waiting for the
 * server to write it. `what` names the email in the failure message.
 */
export async function waitForMailMatch(to: string, pattern: RegExp, what: string): Promise<RegExpMatchArray> {
  let match: RegExpMatchArray | null | undefined;
  await expect
    .poll(
      () => {
        const mails = readOutbox().filter((m) => m.to.toLowerCase() === to.toLowerCase());
        match = mails
          .map((m) => `${m.subject}\n${m.text}`.match(pattern))
          .filter(Boolean)
          .at(-1);
        return match;
      },
      { message: `${what} to ${to} in the outbox`, timeout: 15_000 },
    )
    .toBeTruthy();
  return match!;
}

/** The password-reset link of the newest email sent to `to`, waiting for the server to write it. */
export async function waitForResetLink(to: string): Promise<string> {
  return (await waitForMailMatch(to, /https?:\/\/\S*reset-password\S*/, 'a reset email'))[0];
}

/** The email-confirmation link (/verify-email) of the newest email sent to `to`, waiting for the server to write it. */
export async function waitForVerifyEmailLink(to: string): Promise<string> {
  return (await waitForMailMatch(to, /https?:\/\/\S*verify-email\S*/, 'a confirmation email'))[0];
}
