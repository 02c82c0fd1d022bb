import { MAX_ORDER_SHARES } from '@tradearena/domain';
import { z } from 'zod';

/*
 * Fields whose schema lets through more than the app accepts, because the app's own rules check them and answer each
 * wrong value with the form's message and code. Their JSON Schema (the OpenAPI document) says what those rules accept.
 */

/** The JSON Schema of a text field the rules compare case-insensitively and trimmed: one of `values`. */
export const oneOfIgnoringCase = (values: readonly string[]) => ({
  type: 'string',
  enum: [...values],
  description: 'Case and surrounding spaces are ignored',
});

/**
 * A body's share quantity: any JSON value reaches the order rules (parseShareQuantity), missing included, so every
 * wrong one gets the ticket's "Invalid Quantity"; documented as what they accept, a whole number from 1 to `max` or its
 * digits as text.
 */
export const shareQuantityField = (max = MAX_ORDER_SHARES, description = `Shares: a whole number from 1 to ${max}`) =>
  z
    .unknown()
    .optional()
    .meta({
      description,
      anyOf: [
        { type: 'integer', minimum: 1, maximum: max },
        { type: 'string', pattern: '^\\s*\\d{1,7}\\s*$' },
      ],
    });
