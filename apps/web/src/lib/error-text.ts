import { serverText } from '@/lib/api-client.ts';

/** The server's message for a refused call when it sent one, else the spec's fallback text (docs/product/trading.md). */
export function errorText(error: unknown, fallback: string): string {
  return serverText(error, 'message') ?? serverText(error, 'error') ?? fallback;
}
