import { z } from 'zod';

/**
 * A whole number from 1 to `max` (an id, a page), coerced from a path or query string; every failure — not a number,
 * not whole, out of range — answers the one `message`.
 */
export const positiveWholeNumber = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
