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

/** The password-reset link of the newest email sent to `to`, waiting for the server to write it. */
export async function waitForResetLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readOutbox().filter((m) => m.to.toLowerCase() === to.toLowerCase());
        link = mails.at(-1)?.text.match(/https?:\/\/\S*reset-password\S*/)?.[0];
        return link;
      },
      { message: `a reset email to ${to} in the outbox`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}
