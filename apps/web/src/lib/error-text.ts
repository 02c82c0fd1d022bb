import { serverText } from '@/lib/api-client.ts';

/** The server's message for a refused call when it sent one, else the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return serverText(error, 'message') ?? serverText(error, 'error') ?? fallback;
}
